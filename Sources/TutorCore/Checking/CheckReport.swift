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

/// What a check found, told to the learner: the compiler's messages at their own file and
/// line, or their output beside the lesson's, with each decoding error read as a sentence.
struct CheckReport {
    let screen: Screen
    /// For the advice: where the lessons, cards and edge cases explain a mistake.
    let catalogue: LessonCatalogue
    /// For the toolchain's parser, which compares the learner's declarations with the lesson's.
    let runner: ProgramRunner
    let lesson: Lesson
    let stage: Stage
    let file: URL
    let run: ProgramRun
    let comparison: StageComparison
    /// Lets Ctrl-C stop the model reader's first compile, which can take seconds.
    var cancellation: Cancellation? = nil

    /// The singular of the document's name: `Postcards.json` → "postcard".
    var noun: String {
        var base = (stage.document?.deletingPathExtension().lastPathComponent ?? "element").lowercased()
        if base.hasSuffix("s") { base.removeLast() }
        return base
    }

    var errorSentences: [DecodingErrorReading] {
        comparison.output.filter { $0.verdict == .different }.compactMap { $0.actual.flatMap(DecodingErrorReading.init(line:)) }
    }

    var advice: [CheckAdvice.Reference] {
        var found: [CheckAdvice.Reference] = []
        let advisor = CheckAdvice(lessons: catalogue.withDecks)
        for diagnostic in run.compile.diagnostics {
            if let advice = advisor.forDiagnostic(diagnostic.message, checking: lesson.name), !found.contains(advice) { found.append(advice) }
        }
        for error in errorSentences {
            if let advice = advisor.forError(error, checking: lesson.name), !found.contains(advice) { found.append(advice) }
        }
        return found
    }

    /// How the learner's declarations differ from the lesson's model for this stage.
    var shapeDifferences: [String] {
        guard let model = stage.modelFile, let lessonSource = try? String(contentsOf: model, encoding: .utf8),
            let learnerSource = try? String(contentsOf: file, encoding: .utf8)
        else { return [] }
        // The toolchain's parser once it is built (the prompt builds it ahead); the tutor's
        // own reader otherwise.
        if let shapes = SyntaxShapeReader(runner: runner)?.shapes(of: [model, file], building: false, cancellation: cancellation) {
            return shapes[0].differences(from: shapes[1])
        }
        return ModelShape(source: lessonSource).differences(from: ModelShape(source: learnerSource))
    }

    var verdict: CheckVerdict {
        let status: CheckVerdict.Status = comparison.matches ? .match : (run.compile.succeeded ? .differs : .compileError)
        var verdict = CheckVerdict(lesson: lesson, stage: stage, file: file, status: status, problem: comparison.problem)
        verdict.lines = comparison.output.map(StageResult.Line.init)
        verdict.diagnostics = run.compile.diagnostics.map {
            CheckVerdict.Message(file: $0.file, line: $0.line, column: $0.column, severity: $0.severity.rawValue, message: $0.message)
        }
        verdict.errors = errorSentences.map { $0.sentence(element: noun) }
        verdict.advice = advice.map(\.sentence)
        verdict.modelDifferences = comparison.matches ? [] : shapeDifferences
        return verdict
    }

    var text: String {
        var out = ["Checking \(file.path) against \(lesson.name) \(stage.id): \(stage.title)"]
        if !run.compile.succeeded {
            out += ["", screen.styler.paint("✗ Your model did not compile.", .different)]
            out += compilerMessages()
        } else {
            let warnings = run.compile.diagnostics.filter { $0.severity == .warning }
            if !warnings.isEmpty { out += ["", "The compiler warned:"] + compilerMessages() }
            out += ["", ComparisonView(width: screen.width, styler: screen.styler)
                .render(comparison.output, expectedTitle: "the lesson", actualTitle: "your model")]
            if let problem = comparison.problem { out += ["", screen.styler.paint(problem, .different)] }
        let errors = run.errorExcerpt()
        if !errors.isEmpty { out += ["", "On standard error:"] + errors.map { "  " + ComparisonView.visible($0) } }
            let sentences = errorSentences.map { TextLayout.bullet($0.sentence(element: noun), width: screen.width) }
            if !sentences.isEmpty { out += ["", "What the decoder is telling you:"] + sentences }
            out += ["", comparison.matches
                ? screen.styler.paint("✓ Your model does what the lesson's does.", .same)
                : RunView(width: screen.width, styler: screen.styler).verdict(comparison)]
        }
        if !comparison.matches {
            let differences = shapeDifferences
            if !differences.isEmpty { out += ["", "Compared with the lesson's model:"] + differences.map { TextLayout.bullet($0, width: screen.width) } }
        }
        let advice = advice
        if !advice.isEmpty { out += ["", "Where the lessons explain it:"] + advice.map { TextLayout.bullet($0.sentence, width: screen.width) } }
        if !comparison.matches { out += ["", TextLayout.line("Next: fix the marked line in your file and `check` again, or `watch` it.", width: screen.width)] }
        return out.joined(separator: "\n")
    }

    /// Each error and warning at its own file, line and column, with the source and a caret;
    /// a message in the lesson's run() is flagged as caused by the model it uses.
    private func compilerMessages() -> [String] {
        var out: [String] = []
        for diagnostic in run.compile.diagnostics {
            let inRun = diagnostic.file == stage.runFile.path
            if diagnostic.severity == .note, diagnostic.file != file.path { continue }
            out.append("")
            var shown = diagnostic
            // The lesson's files live in the resource bundle; their path from `Lessons/` is enough.
            if let path = shown.file, path != file.path, let range = path.range(of: "/Lessons/") {
                shown.file = String(path[range.upperBound...])
            }
            out.append(shown.located)
            out += diagnostic.snippet.map { "    " + $0 }
            if inRun, diagnostic.severity == .error {
                out.append("    (That line is in the lesson's run(), which uses your types: your model lacks what it needs there.)")
            }
        }
        return out
    }
}
