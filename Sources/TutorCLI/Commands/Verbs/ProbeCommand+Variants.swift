import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension ProbeCommand {
    /// Compiles the driver with the learner's model and decodes every variant into `report`;
    /// false when the model did not compile (`report.diagnostics` says why).
    ///
    /// A crash (a `fatalError` in `init(from:)`, say) ends the program mid-list: that variant
    /// is marked with the crash and the program is started again on the ones after it. A
    /// time-out or a flood of output ends the probe: each further try would cost as much.
    ///
    /// The whole probe has a deadline (`deadline(for:)`, read on `clock`, seconds since it
    /// began): every launch gets what is left of it, and once it has passed the variants not
    /// yet decoded are not tried.
    static func decodeVariants(
        _ plan: Plan, into report: inout ProbeReport, runner: ProgramRunner, folder probeFolder: URL,
        cancellation: Cancellation?, clock: () -> Double = RunClock().secondsSinceStart
    ) throws(CompilerError) -> Bool {
        let deadline = Self.deadline(for: runner.limits)
        var runner = runner
        let source = ProbeDriver.source(
            type: plan.type, isArray: plan.variants.isArray, dates: plan.dates, snakeCase: plan.snakeCase)
        // The driver is named by its text, so that probes running at once each compile their
        // own and a later probe of the same type finds it in the cache; the variants are this
        // probe's alone, in a folder of its own.
        var name = SHA256()
        name.update(field: source)
        let driver = probeFolder.appendingPathComponent("drivers").appendingPathComponent(
            String(name.hexDigest().prefix(16))
        )
        .appendingPathComponent("Driver.swift")
        let scratch = probeFolder.appendingPathComponent(ScratchName.make("probe", kind: .run))
        let variantsFile = scratch.appendingPathComponent("Variants.json")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let noun = ProbeDriver.noun(for: plan.document)
        let shape = ModelShape(source: (try? String(contentsOf: plan.model, encoding: .utf8)) ?? "")
        let program = Program(name: "probe", sources: [plan.model, driver], document: variantsFile)
        var remaining = plan.variants.variants[...]
        while !remaining.isEmpty {
            let left = deadline - clock()
            guard left > 0 else {
                report.variants += remaining.map {
                    ProbeRow(
                        name: $0.name, decodes: false, error: nil,
                        sentence:
                            """
                            Not tried: the probe ran for \(Int(deadline)) seconds, its limit (six times \
                            \(EnvironmentVariable.timeLimit)).
                            """
                    )
                }
                break
            }
            runner.limits.seconds = left
            do {
                try FolderProblem.makeFolder(scratch, role: "probe folder")
                if FileManager.default.contents(atPath: driver.path) != Data(source.utf8) {
                    try AtomicFile.write(Data(source.utf8), to: driver)
                }
                try AtomicFile.write(ProbeDriver.variantsFile(remaining), to: variantsFile)
            } catch let problem as FolderProblem {
                throw .folder(problem)
            } catch {
                throw .folder(
                    FolderProblem(role: "probe folder", folder: probeFolder, error: error)
                        ?? FolderProblem(
                            role: "probe folder", path: probeFolder.path, reason: .other(error.localizedDescription)))
            }
            let run = try runner.run(program, cancellation: cancellation)
            report.diagnostics = run.compile.diagnostics
            guard run.compile.succeeded else { return false }
            let results = ProbeDriver.results(from: run.output)
            var index = 0
            while let variant = remaining.first, let result = results[index] {
                report.variants.append(
                    ProbeDriver.row(for: variant, result: result, noun: noun) {
                        shape.declaredType(at: $0, from: plan.type)
                    })
                remaining = remaining.dropFirst()
                index += 1
            }
            guard let stopped = remaining.first else { break }
            let failure = Self.failure(run)
            let said = run.errorOutput.split(whereSeparator: \.isNewline).first {
                !$0.trimmingCharacters(in: .whitespaces).isEmpty
            }
            report.variants.append(
                ProbeRow(
                    name: stopped.name, decodes: false,
                    error: said.map { TerminalText.escaped(String($0), limit: 1000) } ?? failure,
                    sentence: failure))
            remaining = remaining.dropFirst()
            if let last = run.launches.last, last.timedOut || last.outputCut {
                report.variants += remaining.map {
                    ProbeRow(
                        name: $0.name, decodes: false, error: nil,
                        sentence: "Not tried: the variant before it stopped the probe.")
                }
                remaining = []
            }
        }
        return true
    }

    /// Seconds a whole probe may take, across every launch: six times a program's time limit,
    /// since one launch decodes every variant of the document.
    static func deadline(for limits: RunLimits) -> Double {
        limits.seconds * 6
    }

    /// Why the program stopped at a variant; the runner's sentence for a crash points at
    /// output shown above, which the table does not show.
    static func failure(_ run: ProgramRun) -> String {
        if let last = run.launches.last, !last.timedOut, !last.outputCut, case .signalled(let signal) = last.ending {
            return "The model crashed on this variant (\(RunFailure.signalName(signal)))."
        }
        return run.failure ?? "The program ended before decoding this variant."
    }
}
