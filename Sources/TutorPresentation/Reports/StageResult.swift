import SwiftToolchain
import TutorBase
import TutorDomain
import TutorSystem

/// One stage's outcome in the form `--json` prints.
package struct StageResult: Codable, Sendable {
    /// How a stage's run ended, as `--json` spells it.
    package enum Status: String, Codable, Sendable {
        case match, differs, error
    }

    /// A compared line.
    package struct Line: Codable, Sendable {
        package var expected: String?
        package var actual: String?
        /// `identical`, `different`, or the kind of the named rules that explain the line:
        /// `platform` or `compiler-version` (`explained` should one line ever need both).
        package var verdict: String
        package var rules: [String]?
        /// Whether the lesson recorded the expected line (false: recorded on this machine);
        /// absent for a real line that nothing was expected beside.
        package var expectedFromLesson: Bool?

        package init(_ row: ComparedLine) {
            expected = row.expected
            actual = row.actual
            expectedFromLesson = row.expected == nil ? nil : row.expectedFromLesson
            switch row.verdict {
            case .identical: verdict = "identical"
            case .explained(let ids):
                let kinds = Set(ids.compactMap { DifferenceRule.named($0)?.kind })
                verdict = kinds.count == 1 ? kinds.first!.name : "explained"
                rules = ids
            case .different: verdict = "different"
            }
        }
    }

    package var lesson: String
    package var stage: String
    package var title: String
    /// `match`, `differs`, or `error` when the compiler could not be used at all.
    package var status: Status
    package var compiled: Bool
    package var fromCache: Bool
    package var compileSeconds: Double
    package var rulesUsed: [String]
    /// How many expected lines the lesson recorded, and how many were recorded on this
    /// machine because the lesson showed none.
    package var linesFromLesson: Int
    package var linesRecordedHere: Int
    package var problem: String?
    /// For a stage recorded as ending in a crash that did crash: that crash, in a sentence.
    package var ending: String?
    package var lines: [Line]
    package var diagnostics: [Line]
    package var output: String
    package var errorOutput: String

    package init(lesson: Lesson, stage: Stage, run: ProgramRun, comparison: StageComparison) {
        self.lesson = lesson.name
        self.stage = stage.label
        title = stage.title
        status = comparison.matches ? .match : .differs
        compiled = run.compile.succeeded
        fromCache = run.compiledFromCache
        compileSeconds = run.compile.seconds
        rulesUsed = comparison.rulesUsed
        (linesFromLesson, linesRecordedHere) = comparison.checkedLines
        problem = comparison.problem
        ending = comparison.expectedEnding
        lines = comparison.output.map(Line.init)
        diagnostics = comparison.diagnostics.map(Line.init)
        output = run.output
        errorOutput = run.errorOutput
    }

    package init(lesson: Lesson, stage: Stage, error: CompilerError) {
        self.lesson = lesson.name
        self.stage = stage.label
        title = stage.title
        status = .error
        compiled = false
        fromCache = false
        compileSeconds = 0
        rulesUsed = []
        linesFromLesson = 0
        linesRecordedHere = 0
        problem = error.line
        lines = []
        diagnostics = []
        output = ""
        errorOutput = ""
    }
}
