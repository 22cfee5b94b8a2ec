/// One stage's outcome in the form `--json` prints.
public struct StageResult: Codable, Sendable {
    /// A compared line.
    public struct Line: Codable, Sendable {
        var expected: String?
        var actual: String?
        var verdict: String
        var rules: [String]?
        var expectedFromLesson: Bool

        init(_ row: ComparedLine) {
            expected = row.expected
            actual = row.actual
            expectedFromLesson = row.expectedFromLesson
            switch row.verdict {
            case .identical: verdict = "identical"
            case .platform(let ids): verdict = "platform"; rules = ids
            case .different: verdict = "different"
            }
        }
    }

    public var lesson: String
    public var stage: String
    public var title: String
    /// `match`, `differs`, or `error` when the compiler could not be used at all.
    public var status: String
    public var compiled: Bool
    public var fromCache: Bool
    public var compileSeconds: Double
    public var rulesUsed: [String]
    public var problem: String?
    public var lines: [Line]
    public var diagnostics: [Line]
    public var output: String
    public var errorOutput: String

    init(lesson: Lesson, stage: Stage, run: StageRun, comparison: StageComparison) {
        self.lesson = lesson.name
        self.stage = stage.label
        title = stage.title
        status = comparison.matches ? "match" : "differs"
        compiled = run.compile.succeeded
        fromCache = run.compiledFromCache
        compileSeconds = run.compile.seconds
        rulesUsed = comparison.rulesUsed
        problem = comparison.problem
        lines = comparison.output.map(Line.init)
        diagnostics = comparison.diagnostics.map(Line.init)
        output = run.output
        errorOutput = run.errorOutput
    }

    init(lesson: Lesson, stage: Stage, error: CompilerError) {
        self.lesson = lesson.name
        self.stage = stage.label
        title = stage.title
        status = "error"
        compiled = false
        fromCache = false
        compileSeconds = 0
        rulesUsed = []
        problem = error.explanation
        lines = []
        diagnostics = []
        output = ""
        errorOutput = ""
    }
}
