import Foundation

/// One check's result, for `--json`.
public struct CheckVerdict: Codable {
    /// How a check ended, as `check --json` spells it.
    public enum Status: String, Codable, Sendable {
        case match, differs, error
        case compileError = "compile-error"
        case usageError = "usage-error"
    }

    struct Message: Codable {
        var file: String?
        var line: Int?
        var column: Int?
        var severity: String
        var message: String
    }

    /// Absent when the check could not get as far as knowing it (a usage error).
    var lesson: String?
    var stage: String?
    var file: String?
    /// `match`, `differs`, `compile-error`; `error` when the compiler or the lessons could not
    /// be used; `usage-error` when the command itself was wrong.
    var status: Status
    var problem: String?
    /// What to do about a usage error.
    var hint: String?
    var lines: [StageResult.Line] = []
    var diagnostics: [Message] = []
    /// Each DecodingError in the output, as a sentence.
    var errors: [String] = []
    /// Where the lessons teach the fix.
    var advice: [String] = []
    /// How the learner's declarations differ from the lesson's model.
    var modelDifferences: [String] = []

    init(lesson: Lesson, stage: Stage, file: URL, status: Status, problem: String?) {
        self.lesson = lesson.name
        self.stage = stage.id.description
        self.file = file.path
        self.status = status
        self.problem = problem
    }

    /// A check that could not be made at all.
    init(status: Status, problem: String, hint: String?) {
        self.status = status
        self.problem = problem
        self.hint = hint
    }
}

extension CheckVerdict {
    /// `check --json`'s answer when the check could not be made at all (a usage error, a bad
    /// environment value, missing lessons): the verdict's shape, with `status` saying why, so
    /// that an editor reading standard output always gets JSON.
    public static func failureJSON(status: Status, problem: String, hint: String? = nil) -> String {
        ReportJSON.text(CheckVerdict(status: status, problem: problem, hint: hint))
    }
}

