import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// A learner's Swift answer to a how-to card, made into the program of the card's first stage
/// with the answer in place.
///
/// What was typed is kept, each answer in a file of its own
/// (`answers/<lesson>/<card>/<time>-<pid>-<random>.swift`), so nothing typed is lost. The file
/// compiled is named by its own bytes (`answers/<lesson>/<card>/compiled/<hash>/`): the same
/// answer typed again is the same file, so the compiled-program cache, which is keyed by paths
/// and bytes, compiles it once; two different answers, from one tutor or two, never share one.
package struct AnswerProgram {
    /// How the answer is fitted into the card.
    package enum Shape: Equatable {
        /// Statements, put where the card's own answer stands in its `run.swift`.
        case statements
        /// Type declarations, put in place of the card's `model.swift`.
        case types
        /// A whole program with its own `func run()`: it replaces the card's `run.swift`, and
        /// the card's model too when it declares types of its own.
        case program
    }

    /// Why an answer could not be made into a program, as a sentence for the learner.
    package enum Problem: Error {
        /// The card has no stage to run the answer with: a deck problem `verify` reports.
        case noStage
        /// The card's `run.swift` lost its answer markers: a deck problem `verify` reports.
        case noAnswerMarkers
        /// The answer could not be written under the state folder.
        case unsaved(folder: String, reason: String)

        package var sentence: String {
            switch self {
            case .noStage, .noAnswerMarkers:
                "This card has no code to run your answer with (`codable-tutor verify` names the problem), so it "
                    + "cannot judge it. Read the answer below."
            case .unsaved(let folder, let reason):
                """
                Your answer could not be saved under \(folder) (\(reason)), so the card cannot run it. Read the \
                answer below.
                """
            }
        }
    }

    /// The card's check is framed by two lines its program prints: one where the check begins
    /// (after a statements answer, at the start of `run()` for types) and one when `run()`
    /// returns. Only what stands between them is judged, and a run without both judges
    /// nothing: an answer that prints the card's output and exits, or that ends early,
    /// cannot pass by it. Each frame carries a mark (`nonce`) that the answer cannot know: it
    /// is worked out from a key kept in the state folder, which the answer's program never
    /// sees (the sandbox hides it), so printing a frame of its own forges nothing.
    package var checkBegins: String { Self.frame("begins", nonce) }
    package var checkEnds: String { Self.frame("ends", nonce) }
    package var nonce: String

    package static func frame(_ word: String, _ nonce: String) -> String {
        "--- codable-tutor: the card's check \(word) \(nonce) ---"
    }

    package var shape: Shape
    /// What the learner typed, exactly.
    package var typedFile: URL
    /// The file compiled: the answer with what it needs around it.
    package var sourceFile: URL
    /// The line of `sourceFile` holding the answer's first line, counted from 1.
    package var firstLine: Int
    package var lineCount: Int
    /// The card's first stage, as the card records it: what the answer is judged against.
    package var stage: Stage
    /// The card's first stage's program with the answer in place.
    package var program: Program

    /// Whether the answer declares a `func run()` of its own, at its top level.
    package static func declaresRun(_ answer: String) -> Bool {
        SwiftSource(reading: answer).declaresTopLevelFunction("run")
    }

    /// Whether the answer declares a type of its own (a struct, enum, class or actor).
    package static func declaresType(_ answer: String) -> Bool {
        SwiftSource(reading: answer).declarations.contains { [.struct, .enum, .class, .actor].contains($0.kind) }
    }

    /// Fits `lines` into the program of `card`'s first stage, keeps what was typed, and writes
    /// the file to compile where its bytes name it.
    package static func make(_ lines: [String], card: Card, lesson: String, home: TutorHome, now: Date = Date())
        throws(Problem)
        -> AnswerProgram
    {
        guard let stage = card.stages.first else { throw .noStage }
        let answer = lines.joined(separator: "\n")
        let shape: Shape =
            switch card.contract?.form {
            case _ where declaresRun(answer), nil: .program
            case .types: .types
            // An expression stands where the card's own one does, as statements do.
            case .statements, .expression: .statements
            }
        let nonce = Self.nonce(for: answer, card: card, home: home)
        let framing = (begins: frame("begins", nonce), ends: frame("ends", nonce))
        var source: [String]
        var firstLine: Int
        var framedRun: String?
        switch shape {
        case .statements:
            guard let driver = stage.text(of: stage.runFile), var parts = CardContract.split(driver),
                let marker = parts.before.last,
                let runLine = Self.runLine(in: parts.before)
            else { throw .noAnswerMarkers }
            parts.before.insert(
                Self.indent(of: parts.before[runLine]) + "    defer { print(\"\(framing.ends)\") }", at: runLine + 1)
            let check = Self.indent(of: marker) + "print(\"\(framing.begins)\")"
            source = parts.before + lines + [check] + parts.after
            firstLine = parts.before.count + 1
        case .types:
            guard let driver = stage.text(of: stage.runFile) else { throw .noAnswerMarkers }
            var run = driver.components(separatedBy: "\n")
            guard let runLine = Self.runLine(in: run) else { throw .noAnswerMarkers }
            run.insert(
                Self.indent(of: run[runLine])
                    + "    print(\"\(framing.begins)\"); defer { print(\"\(framing.ends)\") }",
                at: runLine + 1)
            framedRun = run.joined(separator: "\n")
            fallthrough
        case .program:
            // Both get Foundation, as the card's own files do: `Data`, `URL` and `JSONDecoder` live there.
            source = ["import Foundation"] + lines
            firstLine = 2
        }
        var text = source.joined(separator: "\n")
        if !text.hasSuffix("\n") { text += "\n" }
        let cardFolder = home.answers.appendingPathComponent(lesson).appendingPathComponent(card.slug)
        let typedFile = cardFolder.appendingPathComponent(uniqueName(now) + ".swift")
        let compiled = cardFolder.appendingPathComponent("compiled").appendingPathComponent(
            contentName(text + (framedRun ?? "")))
        let sourceFile = compiled.appendingPathComponent(shape == .types ? "Model.swift" : "Answer.swift")
        let runFile = compiled.appendingPathComponent("run.swift")
        do {
            try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
            try AtomicFile.write(Data((lines.joined(separator: "\n") + "\n").utf8), to: typedFile)
            try AtomicFile.write(Data(text.utf8), to: sourceFile)
            if let framedRun { try AtomicFile.write(Data(framedRun.utf8), to: runFile) }
        } catch {
            throw .unsaved(folder: home.answers.path, reason: error.localizedDescription)
        }
        let program =
            switch shape {
            case .statements: stage.program(lesson: lesson, models: stage.modelFiles, run: sourceFile)
            case .types: stage.program(lesson: lesson, models: [sourceFile], run: runFile)
            case .program:
                stage.program(lesson: lesson, models: declaresType(answer) ? [] : stage.modelFiles, run: sourceFile)
            }
        return AnswerProgram(
            nonce: nonce, shape: shape, typedFile: typedFile, sourceFile: sourceFile, firstLine: firstLine,
            lineCount: lines.count, stage: stage, program: program)
    }

    /// The line of a card's `run.swift` that opens `func run()`, at the top level.
    package static func runLine(in lines: [String]) -> Int? {
        let found = lines.indices.filter { lines[$0].hasPrefix("func run()") && lines[$0].hasSuffix("{") }
        return found.count == 1 ? found[0] : nil
    }

    private static func indent(of line: String) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }

    /// `20270603-101500-123-4242-9f3a`: the time, the process and a random part, so that no two
    /// answers, from one tutor or two, are ever kept under one name.
    package static func uniqueName(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        return "\(formatter.string(from: date))-\(Syscalls.processID)-\(random)"
    }

    /// The first 32 hex digits of the SHA-256 of `text`: the compiled file's folder.
    package static func contentName(_ text: String) -> String {
        var hash = SHA256()
        hash.update(Data(text.utf8))
        return String(hash.hexDigest().prefix(32))
    }

    /// What the answer's run printed, split at its frame: the learner's own lines before the
    /// check begins (a statements answer's prints), and what the check printed up to the end
    /// of `run()`; nil for the check when either frame line is missing, or a frame comes twice.
    /// A whole program of the learner's (`.program`) has no frame: there is no check to judge.
    package func split(_ output: String) -> (own: [String], check: String?) {
        let lines = output.components(separatedBy: "\n")
        guard shape != .program, lines.count(where: { $0 == checkBegins }) == 1,
            lines.count(where: { $0 == checkEnds }) == 1,
            let begins = lines.firstIndex(of: checkBegins), let ends = lines.firstIndex(of: checkEnds), begins < ends
        else { return (lines.filter { $0 != checkBegins && $0 != checkEnds }, nil) }
        let check = lines[(begins + 1)..<ends].joined(separator: "\n")
        return (Array(lines[..<begins]), check.isEmpty ? "" : check + "\n")
    }

    /// The learner's own line number for a line of the compiled file; nil for a line of the
    /// card's code around it.
    package func learnerLine(of diagnostic: Diagnostic) -> Int? {
        guard diagnostic.file == sourceFile.path, let line = diagnostic.line,
            line >= firstLine, line < firstLine + lineCount
        else { return nil }
        return line - firstLine + 1
    }
}
