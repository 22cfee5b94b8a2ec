import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Proves an inferred model on its documents with the real compiler: the model and a
/// round-trip `run()` are compiled once (the compiled-program cache keeps them), run against
/// each document, and what each printed is compared with its document as JSON values.
package struct ModelProof {
    package var runner: ProgramRunner
    package var emitter: ModelEmitter
    package var cancellation: Cancellation?

    package init(runner: ProgramRunner, emitter: ModelEmitter, cancellation: Cancellation?) {
        (self.runner, self.emitter, self.cancellation) = (runner, emitter, cancellation)
    }

    /// Fills in `report`: compiled, decoded, round trip, the differences and any problem.
    package func prove(_ documents: [(url: URL, value: JSONValue, bytes: Int)], into report: inout LearnReport)
        throws(CompilerError)
    {
        let folder = try sourceFolder()
        let model = folder.appendingPathComponent("Model.swift")
        let run = folder.appendingPathComponent("RoundTrip.swift")
        var runner = runner
        // The encoded document goes to standard output: room for the largest, pretty or not.
        runner.limits.outputBytes = max(runner.limits.outputBytes, 2 * (documents.map(\.bytes).max() ?? 0) + 4096)
        report.decoded = true
        report.roundTrip = true
        for document in documents {
            let program = Program(name: "learn", sources: [model, run], document: document.url)
            let result = try runner.run(program, cancellation: cancellation)
            guard result.compile.succeeded else {
                report.compiled = false
                report.decoded = false
                report.roundTrip = false
                report.problem = result.compile.diagnostics.filter { $0.severity == .error }.map(\.located).joined(
                    separator: "\n")
                return
            }
            report.compiled = true
            guard let last = result.launches.last, last.succeeded else {
                report.decoded = false
                report.roundTrip = false
                // The decoder's error quotes the document, which may hold anything.
                let said = TerminalText.escaped(
                    result.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines), limit: 2000, keeping: ["\n"])
                report.problem =
                    "\(document.url.lastPathComponent) did not decode: "
                    + (said.isEmpty ? result.failure ?? "the program failed" : said)
                continue
            }
            let encoded: JSONValue
            do {
                encoded = try JSONReader.read(Data(result.output.utf8))
            } catch {
                report.roundTrip = false
                report.problem =
                    "what the model encoded from \(document.url.lastPathComponent) is not JSON: \(error.sentence)"
                continue
            }
            let trip = RoundTrip(original: document.value, encoded: encoded)
            report.nullsLeftOut += trip.nullsLeftOut
            if !trip.differences.isEmpty {
                report.roundTrip = false
                let prefix = documents.count > 1 ? document.url.lastPathComponent + " " : ""
                report.differences += trip.differences.map {
                    RoundTrip.Difference(path: prefix + $0.path, reason: $0.reason)
                }
            }
        }
    }

    /// A folder named by what it holds, so that the same model compiles once: the cache knows it.
    private func sourceFolder() throws(CompilerError) -> URL {
        let model = Data(emitter.modelFile.utf8)
        let run = Data(emitter.runFile.utf8)
        let name = SHA256.hexDigest(of: model + run).prefix(16)
        let folder = runner.home.state.appendingPathComponent("learn").appendingPathComponent(String(name))
        do {
            try AtomicFile.write(model, to: folder.appendingPathComponent("Model.swift"))
            try AtomicFile.write(run, to: folder.appendingPathComponent("RoundTrip.swift"))
        } catch {
            throw .folder(
                FolderProblem(role: "state folder", folder: folder, error: error)
                    ?? FolderProblem(role: "state folder", path: folder.path, reason: .other("\(error)")))
        }
        return folder
    }
}
