import Foundation

extension Tutor {
    /// What `probe` was asked to do, checked: the learner's file, the type, the document.
    struct ProbePlan {
        var model: URL
        var type: String
        var document: URL
        var variants: ProbeVariants
        var dates: ProbeDates
        var snakeCase: Bool

        var decodedType: String { variants.isArray ? "[\(type)]" : type }
    }

    /// `probe <file.swift> <Type> [<document.json>]`: decodes every variant of the document a
    /// server could send with the learner's own model, and tells which decode and why not.
    ///
    /// Exit status 0 once the table is printed, whatever it says; 1 when the model does not
    /// compile or nothing could be run; 2 for a usage error.
    public func probe(file: String, type: String, document: String?, lesson: String?, json: Bool, dates: String,
        snakeCase: Bool, cancellation: Cancellation?) -> ExitStatus
    {
        let plan: ProbePlan
        do throws(UsageError) {
            plan = try probePlan(file: file, type: type, document: document, lesson: lesson, dates: dates, snakeCase: snakeCase)
        } catch {
            guard json else { return usage(error) }
            console.say(Self.json(ProbeReport(document: document ?? "", type: type, status: .usageError, problem: error.message, hint: error.hint)))
            return .usage
        }
        var report = ProbeReport(document: plan.document.path, type: plan.decodedType)
        let compiled: Bool
        do throws(CompilerError) {
            compiled = try decodeVariants(plan, into: &report, cancellation: cancellation)
        } catch {
            if json {
                report.status = .error
                report.problem = error.line
                console.say(Self.json(report))
            } else {
                console.complain((error == .cancelled ? "\n" : "") + error.text)
            }
            return .failed
        }
        report.status = compiled ? .decoded : .compileError
        if json {
            console.say(Self.json(report))
        } else if compiled {
            sayTable(report, plan: plan)
        } else {
            console.complain("Your model did not compile, so no variant could be decoded.\n")
            console.complain(report.diagnostics.map(Self.probeText).joined(separator: "\n"))
            if report.diagnostics.contains(where: { $0.file?.hasPrefix(probeFolder.appendingPathComponent("drivers").path) == true }) {
                console.complain("\nThe messages about Driver.swift are about decoding `\(plan.decodedType)`: check that your file declares `\(plan.type)` and that it conforms to `Decodable`.")
            }
        }
        return compiled ? .success : .failed
    }

    var probeFolder: URL { home.state.appendingPathComponent("probe") }

    private func sayTable(_ report: ProbeReport, plan: ProbePlan) {
        let table = ProbeTable(width: width, styler: styler)
        let changes = plan.variants.isArray ? "each changes the first \(ProbeDriver.noun(for: plan.document)) only" : "each changes one thing"
        let keys = plan.snakeCase ? ", keys from snake_case" : ""
        var out = [TextLayout.wrap("Decoding `\(plan.decodedType)` from \(report.variants.count) variants of \(plan.document.lastPathComponent) (\(changes); dates: \(plan.dates.rawValue)\(keys)).", width: min(width, 92))]
        let warnings = report.diagnostics.filter { $0.severity == .warning }
        if !warnings.isEmpty {
            out += ["", "The compiler warned:"] + warnings.map(Self.probeText)
        }
        out += ["", table.render(report), "", table.summary(report)]
        console.say(out.joined(separator: "\n"))
    }

    /// A compiler message at the learner's own `file:line:column`, with its source line and caret.
    static func probeText(_ diagnostic: Diagnostic) -> String {
        ([diagnostic.located] + diagnostic.snippet).joined(separator: "\n")
    }

    /// Compiles the driver with the learner's model and decodes every variant into `report`;
    /// false when the model did not compile (`report.diagnostics` says why).
    ///
    /// A crash (a `fatalError` in `init(from:)`, say) ends the program mid-list: that variant
    /// is marked with the crash and the program is started again on the ones after it. A
    /// time-out or a flood of output ends the probe: each further try would cost as much.
    private func decodeVariants(_ plan: ProbePlan, into report: inout ProbeReport, cancellation: Cancellation?) throws(CompilerError) -> Bool {
        let source = ProbeDriver.source(type: plan.type, isArray: plan.variants.isArray, dates: plan.dates, snakeCase: plan.snakeCase)
        // The driver is named by its text, so that probes running at once each compile their
        // own and a later probe of the same type finds it in the cache; the variants are this
        // probe's alone, in a folder of its own.
        var name = SHA256()
        name.update(field: source)
        let driver = probeFolder.appendingPathComponent("drivers").appendingPathComponent(String(name.hexDigest().prefix(16)))
            .appendingPathComponent("Driver.swift")
        let scratch = probeFolder.appendingPathComponent(ScratchName.make("probe", kind: .run))
        let variantsFile = scratch.appendingPathComponent("Variants.json")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let noun = ProbeDriver.noun(for: plan.document)
        let program = Program(name: "probe", sources: [plan.model, driver], document: variantsFile)
        var remaining = plan.variants.variants[...]
        while !remaining.isEmpty {
            do {
                try FolderProblem.makeFolder(scratch, role: "probe folder")
                if FileManager.default.contents(atPath: driver.path) != Data(source.utf8) {
                    try AtomicFile.write(Data(source.utf8), to: driver)
                }
                try AtomicFile.write(ProbeDriver.variantsFile(remaining), to: variantsFile)
            } catch let problem as FolderProblem {
                throw .folder(problem)
            } catch {
                throw .folder(FolderProblem(role: "probe folder", folder: probeFolder, error: error)
                    ?? FolderProblem(role: "probe folder", path: probeFolder.path, reason: .other(error.localizedDescription)))
            }
            let run = try runner.run(program, cancellation: cancellation)
            report.diagnostics = run.compile.diagnostics
            guard run.compile.succeeded else { return false }
            let results = ProbeDriver.results(from: run.output)
            var index = 0
            while let variant = remaining.first, let result = results[index] {
                report.variants.append(ProbeDriver.row(for: variant, result: result, noun: noun))
                remaining = remaining.dropFirst()
                index += 1
            }
            guard let stopped = remaining.first else { break }
            let failure = Self.probeFailure(run)
            let said = run.errorOutput.split(whereSeparator: \.isNewline).first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            report.variants.append(ProbeRow(name: stopped.name, decodes: false, error: said.map(String.init) ?? failure,
                sentence: failure))
            remaining = remaining.dropFirst()
            if let last = run.launches.last, last.timedOut || last.outputCut {
                report.variants += remaining.map { ProbeRow(name: $0.name, decodes: false, error: nil, sentence: "Not tried: the variant before it stopped the probe.") }
                remaining = []
            }
        }
        return true
    }

    /// Why the program stopped at a variant; the runner's sentence for a crash points at
    /// output shown above, which the table does not show.
    static func probeFailure(_ run: ProgramRun) -> String {
        if let last = run.launches.last, !last.timedOut, !last.outputCut, case .signalled(let signal) = last.ending {
            return "The model crashed on this variant (\(RunFailure.signalName(signal)))."
        }
        return run.failure ?? "The program ended before decoding this variant."
    }

    /// Checks the command's words; every problem is a usage error with a way on.
    func probePlan(file: String, type: String, document: String?, lesson name: String?, dates: String,
        snakeCase: Bool) throws(UsageError) -> ProbePlan
    {
        let model = URL(fileURLWithPath: file)
        var isFolder: ObjCBool = false
        guard model.pathExtension == "swift" else {
            throw UsageError("`\(file)` is not a Swift file.", hint: "probe reads a `.swift` file holding your model's types.")
        }
        guard FileManager.default.fileExists(atPath: model.path, isDirectory: &isFolder), !isFolder.boolValue,
            let data = FileManager.default.contents(atPath: model.path)
        else { throw UsageError("There is no file `\(file)`.", hint: "Give the path of the .swift file that holds your model.") }
        guard let text = String(data: data, encoding: .utf8) else { throw UsageError("`\(file)` is not UTF-8 text.") }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw UsageError("`\(file)` is empty.", hint: "Write your model's types in it, then probe again.")
        }
        guard Self.isTypeName(type) else {
            throw UsageError("`\(type)` is not a Swift type name.", hint: "Name the type one element decodes as, like `Postcard`.")
        }
        guard let strategy = ProbeDates(rawValue: dates) else {
            throw UsageError("`\(dates)` is not a date strategy probe knows.", hint: "Use iso8601 (the default), secondsSince1970 or deferred.")
        }
        let lesson: Lesson? = try name.map { (name) throws(UsageError) in try StageReference.lesson(name, in: lessons) }
        let documentURL = try probeDocument(document, lesson: lesson)
        guard let bytes = FileManager.default.contents(atPath: documentURL.path) else {
            throw UsageError("The document `\(documentURL.path)` cannot be read.")
        }
        do {
            let variants = try ProbeVariants(document: bytes)
            return ProbePlan(model: model, type: type, document: documentURL, variants: variants, dates: strategy, snakeCase: snakeCase)
        } catch {
            throw UsageError("`\(documentURL.lastPathComponent)` cannot be probed: \(error.sentence).",
                hint: "probe needs a JSON object, or an array whose first element is an object.")
        }
    }

    /// The document named, found as a path or in the lesson's content; else the lesson's
    /// own document; else Postcards'.
    private func probeDocument(_ path: String?, lesson: Lesson?) throws(UsageError) -> URL {
        if let path {
            let candidates = [URL(fileURLWithPath: path)] + (lesson.map { [$0.contentFolder.appendingPathComponent(path)] } ?? [])
            guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
                throw UsageError("There is no document `\(path)`.", hint: "Give the path of a JSON file, or leave it out for the lesson's own.")
            }
            return found
        }
        let chosen = lesson ?? lessons.first { $0.name == "postcards" }
        if let chosen, let document = chosen.defaultDocument {
            return document
        }
        if let chosen, let first = chosen.stages.lazy.compactMap(\.document).first { return first }
        throw UsageError("There is no document to probe with.", hint: "Name one: probe <file.swift> <Type> <document.json>.")
    }

    /// `Postcard` or `Trip.Stop`: identifiers joined by dots.
    static func isTypeName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.first, first == "_" || first.isLetter else { return false }
            return part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        }
    }
}
