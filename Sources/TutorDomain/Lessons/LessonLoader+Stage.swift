import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

extension LessonLoader {
    private static let stageKeys: Set<String> = [
        "title", "document", "launches", "expected", "ends", "swift-version",
        "default-isolation",
    ]
    private static let knownFiles: Set<String> = ["stage.txt", "run.swift", "expected.txt", "diagnostics.txt"]

    package func loadStage(
        _ number: Int, of step: StepContext, inherited: inout Inherited, problems: inout [LessonProblem]
    ) -> Stage? {
        let folder = step.folder.appendingFolder(String(number))
        let relative = "\(step.relative)/\(number)"
        // The folder is listed once: what it holds answers whether each known file is there.
        let entries = sortedEntries(of: folder)
        // Every other Swift file is a model file: one per type, named after it.
        let ownModels = entries.filter { $0.hasSuffix(".swift") && !Self.knownFiles.contains($0) }
        for entry in entries where !Self.knownFiles.contains(entry) && !ownModels.contains(entry) {
            problems.append(
                LessonProblem(
                    file: "\(relative)/\(entry)", line: 0,
                    """
                    unexpected file in a stage folder (known: \(Self.knownFiles.sorted().joined(separator: ", ")), \
                    and model files ending in .swift)
                    """
                ))
        }
        guard let text = readText(folder.appendingFile("stage.txt"), problems: &problems) else { return nil }
        let file = "\(relative)/stage.txt"
        text.rejectUnknownKeys(allowed: Self.stageKeys, file: file, problems: &problems)
        let title = text.required("title", file: file, problems: &problems)
        let (lead, afterword) = Self.splitProse(text.body)

        let ownRun = folder.appendingFile("run.swift")
        // Listed, and there (a dangling link is nothing, as to every read).
        let ownsRun = entries.contains("run.swift") && FileManager.default.fileExists(atPath: ownRun.path)
        // The Swift is checked and read here, once: views and fingerprints take the text kept.
        // (The compiler reads its own copy, as it reads every source, in `SourceSnapshot`.)
        var refused = false
        let ownFiles = ownModels.map(folder.appendingFile)
        for code in ownFiles + (ownsRun ? [ownRun] : []) {
            let source = lessonFile(code)
            switch source.read(problems: &problems) {
            case .refused: refused = true
            case .text(let text): inherited.texts[source.path] = text
            case .missing: break
            }
        }
        guard !refused else { return nil }
        for file in ownFiles {
            if let index = inherited.models.firstIndex(where: { $0.lastPathComponent == file.lastPathComponent }) {
                inherited.models[index] = file
            } else {
                inherited.models.append(file)
            }
        }
        if ownsRun { inherited.run = ownRun }
        guard let runFile = inherited.run else {
            problems.append(LessonProblem(file: relative, line: 0, "no run.swift here or in an earlier stage"))
            return nil
        }

        var document = step.defaultDocument
        if let field = text.fields["document"] {
            document =
                field.value == "none"
                ? nil
                : self.document(named: field.value, in: step.content, file: file, line: field.line, problems: &problems)
        }
        let launches = Self.launches(text.fields["launches"], file: file, problems: &problems)
        let provenance = Self.provenance(text.fields["expected"], file: file, problems: &problems)
        let endsInCrash = Self.endsInCrash(text.fields["ends"], file: file, problems: &problems)
        let flags = Self.compilerFlags(text, file: file, problems: &problems)
        let diagnostics =
            entries.contains("diagnostics.txt")
            ? readDiagnostics(
                folder.appendingFile("diagnostics.txt"), relative: "\(relative)/diagnostics.txt", problems: &problems)
            : []
        let mustNotCompile = diagnostics.contains { $0.severity == .error }
        let expected = readExpected(
            folder.appendingFile("expected.txt"), relative: "\(relative)/expected.txt", mustNotCompile: mustNotCompile,
            problems: &problems)

        if endsInCrash, mustNotCompile, let field = text.fields["ends"] {
            problems.append(
                LessonProblem(
                    file: file, line: field.line, "a stage that must not compile never runs, so it cannot crash"))
        }
        return Stage(
            id: StageID(step: step.number, stage: number), scope: step.scope, title: title, lead: lead,
            afterword: afterword,
            modelFiles: inherited.models, ownModelNames: Set(ownModels), runFile: runFile, ownsRun: ownsRun,
            document: document,
            launches: launches, expectedOutput: expected, provenance: provenance, expectedDiagnostics: diagnostics,
            compilerFlags: flags, endsInCrash: endsInCrash,
            texts: (inherited.models + [runFile]).reduce(into: [:]) { $0[$1.path] = inherited.texts[$1.path] })
    }

    /// `ends: crash` for a stage whose recorded run ends in a crash; `ends: normally`, the
    /// default, for every other.
    private static func endsInCrash(_ field: TextFile.Field?, file: String, problems: inout [LessonProblem]) -> Bool {
        guard let field else { return false }
        switch field.value {
        case "crash": return true
        case "normally": return false
        default:
            problems.append(
                LessonProblem(file: file, line: field.line, "`ends` is `crash` or `normally`, not \"\(field.value)\""))
            return false
        }
    }

    /// Splits a stage's body at a line holding only `---`.
    package static func splitProse(_ body: String) -> (lead: String, afterword: String) {
        let lines = body.lines
        guard let split = lines.firstIndex(where: { $0.trimmed == "---" }) else {
            return (body, "")
        }
        let lead = lines[..<split].joined(separator: "\n").trimmed
        let after = lines[(split + 1)...].joined(separator: "\n").trimmed
        return (lead, after)
    }

    private static func launches(_ field: TextFile.Field?, file: String, problems: inout [LessonProblem]) -> Int {
        guard let field else { return 1 }
        guard let count = Int(field.value), (1...9).contains(count) else {
            problems.append(
                LessonProblem(
                    file: file, line: field.line, "`launches` is a number from 1 to 9, not \"\(field.value)\""))
            return 1
        }
        return count
    }

    /// `lesson`, `here`, or `here from line N`.
    private static func provenance(_ field: TextFile.Field?, file: String, problems: inout [LessonProblem])
        -> Provenance
    {
        guard let field else { return .lesson }
        switch field.value {
        case "lesson": return .lesson
        case "here": return .hereFrom(line: 1)
        default:
            let prefix = "here from line "
            if field.value.hasPrefix(prefix), let line = Int(field.value.dropFirst(prefix.count)), line >= 1 {
                return .hereFrom(line: line)
            }
            problems.append(
                LessonProblem(
                    file: file, line: field.line,
                    "`expected` is `lesson`, `here` or `here from line N`, not \"\(field.value)\""))
            return .lesson
        }
    }

    private static func compilerFlags(_ text: TextFile, file: String, problems: inout [LessonProblem]) -> [String] {
        var flags: [String] = []
        if let field = text.fields["swift-version"] {
            if ["5", "6"].contains(field.value) {
                flags += ["-swift-version", field.value]
            } else {
                problems.append(
                    LessonProblem(file: file, line: field.line, "`swift-version` is 5 or 6, not \"\(field.value)\""))
            }
        }
        if let field = text.fields["default-isolation"] {
            if field.value == "MainActor" {
                flags += ["-default-isolation", "MainActor"]
            } else {
                problems.append(
                    LessonProblem(
                        file: file, line: field.line,
                        "`default-isolation` can only be MainActor, not \"\(field.value)\""))
            }
        }
        return flags
    }

    private func readDiagnostics(_ url: URL, relative: String, problems: inout [LessonProblem]) -> [ExpectedDiagnostic]
    {
        guard case .text(let text) = lessonFile(url).read(problems: &problems) else { return [] }
        var found: [ExpectedDiagnostic] = []
        for (index, line) in text.lines.enumerated() where !line.isEmpty {
            if let diagnostic = ExpectedDiagnostic(line: String(line)) {
                found.append(diagnostic)
            } else {
                problems.append(
                    LessonProblem(
                        file: relative, line: index + 1,
                        "expected `error: …`, `warning: …` or `note: …`, or one of them after `here: `"))
            }
        }
        if found.isEmpty {
            problems.append(
                LessonProblem(file: relative, line: 0, "the file records no diagnostics; delete it instead"))
        }
        return found
    }

    private func readExpected(_ url: URL, relative: String, mustNotCompile: Bool, problems: inout [LessonProblem])
        -> String?
    {
        let text: String
        switch lessonFile(url).read(problems: &problems) {
        case .missing:
            if !mustNotCompile {
                problems.append(
                    LessonProblem(file: relative, line: 0, "missing: a stage that compiles records its output here"))
            }
            return nil
        case .refused:
            return nil
        case .text(let read):
            text = read
        }
        if mustNotCompile {
            problems.append(
                LessonProblem(file: relative, line: 0, "a stage that must not compile has no output; delete this file"))
        }
        if !text.isEmpty, !text.hasSuffix("\n") {
            let lines = text.lines.count
            problems.append(
                LessonProblem(
                    file: relative, line: lines,
                    "the last line has no newline; a program's print() always ends with one"))
        }
        return text
    }
}
