import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorSystem

/// One check's result, for `--json`.
package struct CheckVerdict: Codable {
    /// How a check ended, as `check --json` spells it.
    package enum Status: String, Codable, Sendable {
        case match, differs, error
        case compileError = "compile-error"
        case usageError = "usage-error"
    }

    package struct Message: Codable {
        package var file: String?
        package var line: Int?
        package var column: Int?
        package var severity: String
        package var message: String

        package init(file: String?, line: Int?, column: Int?, severity: String, message: String) {
            (self.file, self.line, self.column, self.severity, self.message) = (file, line, column, severity, message)
        }
    }

    /// Absent when the check could not get as far as knowing it (a usage error).
    package var lesson: String?
    package var stage: String?
    package var file: String?
    /// `match`, `differs`, `compile-error`; `error` when the compiler or the lessons could not
    /// be used; `usage-error` when the command itself was wrong.
    package var status: Status
    package var problem: String?
    /// What to do about a usage error.
    package var hint: String?
    package var lines: [StageResult.Line] = []
    package var diagnostics: [Message] = []
    /// Each DecodingError in the output, as a sentence.
    package var errors: [String] = []
    /// Where the lessons teach the fix.
    package var advice: [String] = []
    /// How the learner's declarations differ from the lesson's model.
    package var modelDifferences: [String] = []

    package init(lesson: Lesson, stage: Stage, file: URL, status: Status, problem: String?) {
        self.lesson = lesson.name
        self.stage = stage.id.description
        self.file = file.path
        self.status = status
        self.problem = problem
    }

    /// A check that could not be made at all.
    package init(status: Status, problem: String, hint: String?) {
        (self.status, self.problem, self.hint) = (status, problem, hint)
    }
}

extension CheckVerdict {
    /// `check --json`'s answer when the check could not be made at all (a usage error, a bad
    /// environment value, missing lessons): the verdict's shape, with `status` saying why, so
    /// that an editor reading standard output always gets JSON.
    package static func failureJSON(status: Status, problem: String, hint: String? = nil) -> String {
        ReportJSON.text(CheckVerdict(status: status, problem: problem, hint: hint))
    }
}
