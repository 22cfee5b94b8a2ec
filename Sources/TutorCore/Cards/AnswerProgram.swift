import Foundation

/// A learner's Swift answer to a how-to card, made into the card's first stage with the answer
/// in place, and kept: every answer gets a folder of its own under the state folder, holding
/// exactly what was typed and the file that is compiled, so nothing typed is lost and two
/// quizzes on one home never compile each other's code.
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

    var shape: Shape
    /// The answer's own folder.
    var folder: URL
    /// What the learner typed, exactly.
    var typedFile: URL
    /// The file compiled: the answer with what it needs around it.
    var sourceFile: URL
    /// The line of `sourceFile` holding the answer's first line, counted from 1.
    var firstLine: Int
    var lineCount: Int
    /// The card's first stage with the answer in place.
    var stage: Stage

    /// Whether a line declares `func run(`.
    static func declaresRun(_ line: String) -> Bool {
        line.contains(/(^|\s)func\s+run\s*\(/)
    }

    /// Whether a line declares a type.
    static func declaresType(_ line: String) -> Bool {
        line.contains(/^\s*((public|internal|private|fileprivate|final|nonisolated|indirect)\s+)*(struct|enum|class|actor)\s/)
    }

    /// Fits `lines` into `card`'s first stage and writes both files into a new folder under
    /// `answers/<lesson>/<card>/`.
    static func make(_ lines: [String], card: Card, lesson: String, home: TutorHome, now: Date = Date()) throws -> AnswerProgram {
        guard var stage = card.stages.first else { throw CocoaError(.fileNoSuchFile) }
        let shape: Shape = lines.contains(where: declaresRun) ? .program
            : card.contract?.form == .types ? .types : card.contract?.form == .statements ? .statements : .program
        var source: [String]
        var firstLine: Int
        switch shape {
        case .statements:
            let driver = try String(contentsOf: stage.runFile, encoding: .utf8)
            guard let parts = CardContract.split(driver) else { throw CocoaError(.fileReadCorruptFile) }
            source = parts.before + lines + parts.after
            firstLine = parts.before.count + 1
        case .types, .program:
            // Both get Foundation, as the card's own files do: `Data`, `URL` and `JSONDecoder` live there.
            source = ["import Foundation"] + lines
            firstLine = 2
        }
        let folder = home.answers.appendingPathComponent(lesson).appendingPathComponent(card.slug)
            .appendingPathComponent(uniqueName(now))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let typedFile = folder.appendingPathComponent("typed.swift")
        let sourceFile = folder.appendingPathComponent(shape == .types ? "Model.swift" : "Answer.swift")
        try AtomicFile.write(Data((lines.joined(separator: "\n") + "\n").utf8), to: typedFile)
        var text = source.joined(separator: "\n")
        if !text.hasSuffix("\n") { text += "\n" }
        try AtomicFile.write(Data(text.utf8), to: sourceFile)
        switch shape {
        case .statements:
            stage.runFile = sourceFile
            stage.ownsRun = true
        case .types:
            stage.modelFile = sourceFile
            stage.ownsModel = true
        case .program:
            stage.runFile = sourceFile
            stage.ownsRun = true
            if lines.contains(where: declaresType) { stage.modelFile = nil }
        }
        // The learner's warnings are theirs; only what the program does is judged.
        stage.expectedDiagnostics = []
        return AnswerProgram(shape: shape, folder: folder, typedFile: typedFile, sourceFile: sourceFile, firstLine: firstLine,
            lineCount: lines.count, stage: stage)
    }

    /// `20270603-101500-4242-9f3a`: the time, the process and a random part, so that no two
    /// answers, from one tutor or two, ever share a folder.
    static func uniqueName(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        return "\(formatter.string(from: date))-\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
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
