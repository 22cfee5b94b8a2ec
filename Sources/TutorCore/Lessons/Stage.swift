import Foundation

/// One version of a step's model: the code that is compiled and run, and what it should give.
public struct Stage: Sendable {
    /// What a stage belongs to: a lesson step, a flash card, or an edge case.
    public enum Scope: String, Sendable, Codable {
        case step, card, edge
    }

    public var id: StageID
    public var scope: Scope = .step
    /// A short caption for this version of the model.
    public var title: String
    /// Prose shown with the model, before it runs.
    public var lead: String
    /// Prose shown once the program has run.
    public var afterword: String
    /// The model's files in force for this stage, in name order: each its own or inherited
    /// from the latest stage that wrote a file of that name. Empty before the first model.
    /// A lesson keeps one type to a file (`Trip.swift`, `Idea.swift`), so a stage writes only
    /// the types it changes and a learner's file stands in for the types it declares.
    public var modelFiles: [URL]
    /// The names of the model files this stage writes itself; the others it inherits.
    public var ownModelNames: Set<String>
    /// The driver, holding `run()`, in force for this stage.
    public var runFile: URL
    public var ownsRun: Bool
    /// The document the program reads through `document()`, if any.
    public var document: URL?
    /// How many times the program is started, sharing one documents folder.
    public var launches: Int
    /// The output the lesson records; nil for a stage that must not compile.
    public var expectedOutput: String?
    /// Where the expected output came from.
    public var provenance: Provenance
    /// The compiler messages the stage records; empty when it must compile cleanly.
    public var expectedDiagnostics: [ExpectedDiagnostic]
    /// Compiler flags the stage needs (`-swift-version 6`, default isolation).
    public var compilerFlags: [String]
    /// Whether the stage's point is a crash: its last launch must end by a trap of its own
    /// (`ends: crash`), after printing the expected output. A crash is otherwise a failure.
    public var endsInCrash = false
    /// The text of each of the model files and the driver, by path, as the loader read it:
    /// a lesson's Swift is read once, at load, not again by each view or fingerprint.
    public var texts: [String: String] = [:]

    /// How the learner names the stage: `9.2`, `card 3.1`, `edge 7.2`.
    public var label: String {
        scope == .step ? id.description : "\(scope.rawValue) \(id)"
    }

    /// Whether this stage writes at least one model file of its own.
    public var ownsModel: Bool { !ownModelNames.isEmpty }

    /// The files this stage writes itself: its own model files, then its driver if it has one.
    public var ownFiles: [URL] {
        modelFiles.filter(owns) + (ownsRun ? [runFile] : [])
    }

    /// Whether `file` is one of the model files this stage writes itself.
    public func owns(_ file: URL) -> Bool {
        ownModelNames.contains(file.lastPathComponent)
    }

    /// The text of `file`, one of the stage's model files or its driver, as read at load; nil
    /// for any other file.
    public func text(of file: URL) -> String? {
        texts[file.path]
    }

    /// The text of `file` as a view shows it: a file that could not be read says so.
    public func shownText(of file: URL) -> String {
        text(of: file) ?? "(cannot read \(file.path))"
    }

    /// The model file of this name in force for the stage, if any.
    public func modelFile(named name: String) -> URL? {
        modelFiles.first { $0.lastPathComponent == name }
    }

    /// Whether the stage's point is a compile error.
    public var mustNotCompile: Bool {
        expectedDiagnostics.contains { $0.severity == .error }
    }
}

/// Where a stage's expected output came from.
public enum Provenance: Equatable, Sendable {
    /// Every line is what the lesson recorded.
    case lesson
    /// The lesson recorded lines before `line`; from `line` on (counted from 1) they were
    /// recorded on this machine, because the lesson showed a picture instead.
    case hereFrom(line: Int)

    /// Whether the expected line at `index` (from 0) was recorded by the lesson.
    public func isLesson(lineIndex index: Int) -> Bool {
        switch self {
        case .lesson: true
        case .hereFrom(let line): index + 1 < line
        }
    }
}

/// One compiler message a stage records: its severity and its text, without a location, and
/// whether the lesson showed it.
public struct ExpectedDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public var severity: Diagnostic.Severity
    public var message: String
    /// Whether the lesson quoted this message. False for one recorded on this machine because
    /// the lesson showed none: the notes under a warning, a second error of a whole-module
    /// build. `diagnostics.txt` marks such a line `here: `.
    public var fromLesson: Bool

    /// The prefix that marks a line of `diagnostics.txt` as recorded here.
    public static let herePrefix = "here: "

    public init(severity: Diagnostic.Severity, message: String, fromLesson: Bool = true) {
        self.severity = severity
        self.message = message
        self.fromLesson = fromLesson
    }

    /// Reads `error: message`, or `here: note: message` for a message recorded here; nil for
    /// a line of another shape.
    public init?(line: String) {
        let fromLesson = !line.hasPrefix(Self.herePrefix)
        let rest = fromLesson ? Substring(line) : line.dropFirst(Self.herePrefix.count)
        for severity in Diagnostic.Severity.allCases {
            let prefix = "\(severity.rawValue): "
            if rest.hasPrefix(prefix) {
                self.init(severity: severity, message: String(rest.dropFirst(prefix.count)), fromLesson: fromLesson)
                return
            }
        }
        return nil
    }

    /// `severity: message`, as the compiler says it; where it was recorded is not part of it.
    public var description: String { "\(severity.rawValue): \(message)" }
}
