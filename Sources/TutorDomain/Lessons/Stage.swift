import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// One version of a step's model: the code that is compiled and run, and what it should give.
package struct Stage: Sendable {
    /// What a stage belongs to: a lesson step, a flash card, or an edge case.
    package enum Scope: String, Sendable, Codable {
        case step, card, edge
    }

    package var id: StageID
    package var scope: Scope = .step
    /// A short caption for this version of the model.
    package var title: String
    /// Prose shown with the model, before it runs.
    package var lead: String
    /// Prose shown once the program has run.
    package var afterword: String
    /// The model's files in force for this stage, in name order: each its own or inherited
    /// from the latest stage that wrote a file of that name. Empty before the first model.
    /// A lesson keeps one type to a file (`Trip.swift`, `Idea.swift`), so a stage writes only
    /// the types it changes and a learner's file stands in for the types it declares.
    package var modelFiles: [URL]
    /// The names of the model files this stage writes itself; the others it inherits.
    package var ownModelNames: Set<String>
    /// The driver, holding `run()`, in force for this stage.
    package var runFile: URL
    package var ownsRun: Bool
    /// The document the program reads through `document()`, if any.
    package var document: URL?
    /// How many times the program is started, sharing one documents folder.
    package var launches: Int
    /// The output the lesson records; nil for a stage that must not compile.
    package var expectedOutput: String?
    /// Where the expected output came from.
    package var provenance: Provenance
    /// The compiler messages the stage records; empty when it must compile cleanly.
    package var expectedDiagnostics: [ExpectedDiagnostic]
    /// Compiler flags the stage needs (`-swift-version 6`, default isolation).
    package var compilerFlags: [String]
    /// Whether the stage's point is a crash: its last launch must end by a trap of its own
    /// (`ends: crash`), after printing the expected output. A crash is otherwise a failure.
    package var endsInCrash = false
    /// The text of each of the model files and the driver, by path, as the loader read it:
    /// a lesson's Swift is read once, at load, not again by each view or fingerprint.
    package var texts: [String: String] = [:]

    /// How the learner names the stage: `9.2`, `card 3.1`, `edge 7.2`.
    package var label: String {
        scope == .step ? id.description : "\(scope.rawValue) \(id)"
    }

    /// Whether this stage writes at least one model file of its own.
    package var ownsModel: Bool { !ownModelNames.isEmpty }

    /// The files this stage writes itself: its own model files, then its driver if it has one.
    package var ownFiles: [URL] {
        modelFiles.filter(owns) + (ownsRun ? [runFile] : [])
    }

    /// Whether `file` is one of the model files this stage writes itself.
    package func owns(_ file: URL) -> Bool {
        ownModelNames.contains(file.lastPathComponent)
    }

    /// The text of `file`, one of the stage's model files or its driver, as read at load; nil
    /// for any other file.
    package func text(of file: URL) -> String? {
        texts[file.path]
    }

    /// The text of `file` as a view shows it: a file that could not be read says so.
    package func shownText(of file: URL) -> String {
        text(of: file) ?? "(cannot read \(file.path))"
    }

    /// The model file of this name in force for the stage, if any.
    package func modelFile(named name: String) -> URL? {
        modelFiles.first { $0.lastPathComponent == name }
    }

    /// Whether the stage's point is a compile error.
    package var mustNotCompile: Bool {
        expectedDiagnostics.contains { $0.severity == .error }
    }
}

/// Where a stage's expected output came from.
package enum Provenance: Equatable, Sendable {
    /// Every line is what the lesson recorded.
    case lesson
    /// The lesson recorded lines before `line`; from `line` on (counted from 1) they were
    /// recorded on this machine, because the lesson showed a picture instead.
    case hereFrom(line: Int)

    /// Whether the expected line at `index` (from 0) was recorded by the lesson.
    package func isLesson(lineIndex index: Int) -> Bool {
        switch self {
        case .lesson: true
        case .hereFrom(let line): index + 1 < line
        }
    }
}

/// One compiler message a stage records: its severity and its text, without a location, and
/// whether the lesson showed it.
package struct ExpectedDiagnostic: Hashable, Sendable, CustomStringConvertible {
    package var severity: Diagnostic.Severity
    package var message: String
    /// Whether the lesson quoted this message. False for one recorded on this machine because
    /// the lesson showed none: the notes under a warning, a second error of a whole-module
    /// build. `diagnostics.txt` marks such a line `here: `.
    package var fromLesson: Bool

    /// The prefix that marks a line of `diagnostics.txt` as recorded here.
    package static let herePrefix = "here: "

    package init(severity: Diagnostic.Severity, message: String, fromLesson: Bool = true) {
        (self.severity, self.message, self.fromLesson) = (severity, message, fromLesson)
    }

    /// Reads `error: message`, or `here: note: message` for a message recorded here; nil for
    /// a line of another shape.
    package init?(line: String) {
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
    package var description: String { "\(severity.rawValue): \(message)" }
}
