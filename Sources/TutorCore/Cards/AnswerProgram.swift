import Foundation

/// A learner's Swift answer to a how-to card, made into the program of the card's first stage
/// with the answer in place.
///
/// What was typed is kept, each answer in a file of its own
/// (`answers/<lesson>/<card>/<time>-<pid>-<random>.swift`), so nothing typed is lost. The file
/// compiled is named by its own bytes (`answers/<lesson>/<card>/compiled/<hash>/`): the same
/// answer typed again is the same file, so the compiled-program cache, which is keyed by paths
/// and bytes, compiles it once; two different answers, from one tutor or two, never share one.
struct AnswerProgram {
    /// How the answer is fitted into the card.
    enum Shape: Equatable {
        /// Statements, put where the card's own answer stands in its `run.swift`.
        case statements
        /// Type declarations, put in place of the card's `model.swift`.
        case types
        /// A whole program with its own `func run()`: it replaces the card's `run.swift`, and
        /// the card's model too when it declares types of its own.
        case program
    }

    /// Why an answer could not be made into a program, as a sentence for the learner.
    enum Problem: Error {
        /// The card has no stage to run the answer with: a deck problem `verify` reports.
        case noStage
        /// The card's `run.swift` lost its answer markers: a deck problem `verify` reports.
        case noAnswerMarkers
        /// The answer could not be written under the state folder.
        case unsaved(folder: String, reason: String)

        var sentence: String {
            switch self {
            case .noStage, .noAnswerMarkers:
                "This card has no code to run your answer with (`codable-tutor verify` names the problem), so it "
                    + "cannot judge it. Read the answer below."
            case .unsaved(let folder, let reason):
                "Your answer could not be saved under \(folder) (\(reason)), so the card cannot run it. Read the answer "
                    + "below."
            }
        }
    }

    /// The line printed between a statements answer and the card's check, so that only what
    /// the check prints is judged; what the learner's statements print is theirs.
    static let checkBegins = "--- codable-tutor: the card's check begins ---"

    var shape: Shape
    /// What the learner typed, exactly.
    var typedFile: URL
    /// The file compiled: the answer with what it needs around it.
    var sourceFile: URL
    /// The line of `sourceFile` holding the answer's first line, counted from 1.
    var firstLine: Int
    var lineCount: Int
    /// The card's first stage, as the card records it: what the answer is judged against.
    var stage: Stage
    /// The card's first stage's program with the answer in place.
    var program: Program

    /// Whether the answer declares a `func run()` of its own, at its top level.
    static func declaresRun(_ answer: String) -> Bool {
        SwiftSource(reading: answer).declaresTopLevelFunction("run")
    }

    /// Whether the answer declares a type of its own (a struct, enum, class or actor).
    static func declaresType(_ answer: String) -> Bool {
        SwiftSource(reading: answer).declarations.contains { [.struct, .enum, .class, .actor].contains($0.kind) }
    }

    /// Fits `lines` into the program of `card`'s first stage, keeps what was typed, and writes
    /// the file to compile where its bytes name it.
    static func make(_ lines: [String], card: Card, lesson: String, home: TutorHome, now: Date = Date()) throws(Problem)
        -> AnswerProgram
    {
        guard let stage = card.stages.first else { throw .noStage }
        let answer = lines.joined(separator: "\n")
        let shape: Shape = declaresRun(answer) ? .program
            : card.contract?.form == .types ? .types : card.contract?.form == .statements ? .statements : .program
        var source: [String]
        var firstLine: Int
        switch shape {
        case .statements:
            guard let driver = try? String(contentsOf: stage.runFile, encoding: .utf8),
                let parts = CardContract.split(driver), let marker = parts.before.last
            else { throw .noAnswerMarkers }
            let indent = String(marker.prefix { $0 == " " || $0 == "\t" })
            let check = indent + "print(\"\(checkBegins)\")"
            source = parts.before + lines + [check] + parts.after
            firstLine = parts.before.count + 1
        case .types, .program:
            // Both get Foundation, as the card's own files do: `Data`, `URL` and `JSONDecoder` live there.
            source = ["import Foundation"] + lines
            firstLine = 2
        }
        var text = source.joined(separator: "\n")
        if !text.hasSuffix("\n") { text += "\n" }
        let cardFolder = home.answers.appendingPathComponent(lesson).appendingPathComponent(card.slug)
        let typedFile = cardFolder.appendingPathComponent(uniqueName(now) + ".swift")
        let sourceFile = cardFolder.appendingPathComponent("compiled").appendingPathComponent(contentName(text))
            .appendingPathComponent(shape == .types ? "Model.swift" : "Answer.swift")
        do {
            try FileManager.default.createDirectory(at: sourceFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(Data((lines.joined(separator: "\n") + "\n").utf8), to: typedFile)
            try AtomicFile.write(Data(text.utf8), to: sourceFile)
        } catch {
            throw .unsaved(folder: home.answers.path, reason: error.localizedDescription)
        }
        let program = switch shape {
        case .statements: stage.program(lesson: lesson, models: stage.modelFiles, run: sourceFile)
        case .types: stage.program(lesson: lesson, models: [sourceFile], run: stage.runFile)
        case .program: stage.program(lesson: lesson, models: declaresType(answer) ? [] : stage.modelFiles, run: sourceFile)
        }
        return AnswerProgram(shape: shape, typedFile: typedFile, sourceFile: sourceFile, firstLine: firstLine,
            lineCount: lines.count, stage: stage, program: program)
    }

    /// `20270603-101500-123-4242-9f3a`: the time, the process and a random part, so that no two
    /// answers, from one tutor or two, are ever kept under one name.
    static func uniqueName(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        return "\(formatter.string(from: date))-\(Syscalls.processID)-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
    }

    /// The first 32 hex digits of the SHA-256 of `text`: the compiled file's folder.
    static func contentName(_ text: String) -> String {
        var hash = SHA256()
        hash.update(Data(text.utf8))
        return String(hash.hexDigest().prefix(32))
    }

    /// What a statements answer's run printed, split at the line before the card's check:
    /// the learner's own lines, and the check's. Without that line (the answer threw, or
    /// another shape), everything is the check's to judge.
    func split(_ output: String) -> (own: [String], check: String) {
        guard shape == .statements else { return ([], output) }
        let lines = output.components(separatedBy: "\n")
        guard let marker = lines.firstIndex(of: Self.checkBegins) else { return ([], output) }
        return (Array(lines[..<marker]), lines[(marker + 1)...].joined(separator: "\n"))
    }

    /// The learner's own line number for a line of the compiled file; nil for a line of the
    /// card's code around it.
    func learnerLine(of diagnostic: Diagnostic) -> Int? {
        guard diagnostic.file == sourceFile.path, let line = diagnostic.line,
            line >= firstLine, line < firstLine + lineCount
        else { return nil }
        return line - firstLine + 1
    }
}
