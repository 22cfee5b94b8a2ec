/// One stage's outcome in the form `--json` prints.
public struct StageResult: Codable, Sendable {
    /// How a stage's run ended, as `--json` spells it.
    public enum Status: String, Codable, Sendable {
        case match, differs, error
    }

    /// A compared line.
    public struct Line: Codable, Sendable {
        var expected: String?
        var actual: String?
        /// `identical`, `different`, or the kind of the named rules that explain the line:
        /// `platform` or `compiler-version` (`explained` should one line ever need both).
        var verdict: String
        var rules: [String]?
        /// Whether the lesson recorded the expected line (false: recorded on this machine);
        /// absent for a real line that nothing was expected beside.
        var expectedFromLesson: Bool?

        init(_ row: ComparedLine) {
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

    public var lesson: String
    public var stage: String
    public var title: String
    /// `match`, `differs`, or `error` when the compiler could not be used at all.
    public var status: Status
    public var compiled: Bool
    public var fromCache: Bool
    public var compileSeconds: Double
    public var rulesUsed: [String]
    /// How many expected lines the lesson recorded, and how many were recorded on this
    /// machine because the lesson showed none.
    public var linesFromLesson: Int
    public var linesRecordedHere: Int
    public var problem: String?
    /// For a stage recorded as ending in a crash that did crash: that crash, in a sentence.
    public var ending: String?
    public var lines: [Line]
    public var diagnostics: [Line]
    public var output: String
    public var errorOutput: String

    init(lesson: Lesson, stage: Stage, run: ProgramRun, comparison: StageComparison) {
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

    init(lesson: Lesson, stage: Stage, error: CompilerError) {
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
