import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// What a check found (its `CheckAnalysis`), told to the learner: the compiler's messages at their own file and
/// line, or their output beside the lesson's, with each decoding error read as a sentence.
struct CheckReport {
    let screen: Screen
    let lesson: Lesson
    let stage: Stage
    /// The learner's files: one they named, or their copy of a step's exercise.
    let files: [URL]
    let run: ProgramRun
    let comparison: StageComparison
    /// What the check found, worked out once before the report is rendered.
    let analysis: CheckAnalysis
    /// Whether the learner is at the tutor's prompt, for the commands the "Next:" line names.
    var atPrompt = false
    /// Whether `watch` made this check: saving again is what checks it next.
    var watching = false
    /// Set by `practise` and `drill`: how the learner checks again there, in place of a command.
    var checkAgain: String? = nil
    /// Set by `drill`: the check tells what the run did and nothing more, neither the lesson's
    /// model nor the steps that teach the fix (those are hints).
    var drilling = false
    /// For a step's exercise, the checks failed since the last pass: from three on, the
    /// lesson's solution is offered.
    var failedChecks = 0

    /// The learner's file, or the folder of their files, as a verdict names it.
    var file: URL { ModelChecker.shown(files) }

    /// The paths of the learner's files, to tell their compiler messages from the lesson's.
    private var learnerPaths: Set<String> { Set(files.map(\.path)) }

    /// The singular of the document's name: `Postcards.json` → "postcard".
    var noun: String {
        var base = (stage.document?.deletingPathExtension().lastPathComponent ?? "element").lowercased()
        if base.hasSuffix("s") { base.removeLast() }
        return base
    }

    /// What the check found, worked out once; this type only says it.
    var errorSentences: [DecodingErrorReading] { analysis.errorSentences }

    /// How the learner's declarations differ from the lesson's model for this stage.
    var shapeDifferences: [String] { analysis.modelDifferences }

    var verdict: CheckVerdict {
        let status: CheckVerdict.Status =
            comparison.matches ? .match : (run.compile.succeeded ? .differs : .compileError)
        var verdict = CheckVerdict(
            lesson: lesson, stage: stage, file: file, status: status, problem: comparison.problem)
        verdict.lines = comparison.output.map(StageResult.Line.init)
        verdict.diagnostics = run.compile.diagnostics.map {
            CheckVerdict.Message(
                file: $0.file, line: $0.line, column: $0.column, severity: $0.severity.rawValue, message: $0.message)
        }
        verdict.errors = errorSentences.map { $0.sentence(element: noun) } + analysis.encodingErrors.map(\.sentence)
        verdict.advice = analysis.spellingAdvice + analysis.advice.map(\.sentence)
        verdict.modelDifferences = comparison.matches ? [] : shapeDifferences
        return verdict
    }

    /// The problem of a check whose model did not compile, when nothing more is known.
    static let didNotCompile = "Your model did not compile."

    var text: String {
        // An exercise's stage title may name the answer: the step's title says what it is about.
        let step = lesson.step(stage.id.step)
        var out = [
            drilling
                ? TextLayout.line(
                    "Checking your drill of \(lesson.name) step \(stage.id.step) (\(step?.title ?? "")): \(file.path)",
                    width: screen.width)
                : isLearnersCopy
                    ? TextLayout.line(
                        """
                        Checking your copy of \(lesson.name) step \(stage.id.step) (\(step?.title ?? stage.title)): \
                        \(file.path)
                        """,
                        width: screen.width)
                    : TextLayout.line(
                        "Checking \(file.path) against \(lesson.name) \(stage.id): \(stage.title)", width: screen.width)
        ]
        if !run.compile.succeeded {
            out += ["", screen.styler.paint("✗ " + Self.didNotCompile, .different)]
            // A reason found before compiling (a type the step changes left out) comes first.
            if let problem = comparison.problem, problem != Self.didNotCompile {
                out += ["", screen.styler.paint(TextLayout.line(problem, width: screen.width), .different)]
            }
            out += compilerMessages()
        } else {
            let warnings = run.compile.diagnostics.filter { $0.severity == .warning }
            if !warnings.isEmpty { out += ["", "The compiler warned:"] + compilerMessages() }
            out += [
                "",
                ComparisonView(width: screen.width, styler: screen.styler)
                    .render(comparison.output, expectedTitle: "the lesson", actualTitle: "your model"),
            ]
            // Every line agrees and still the step is not done: the problem is the verdict, said once.
            let problemIsVerdict =
                !comparison.matches && run.failure == nil && !comparison.output.contains { $0.verdict == .different }
            if let problem = comparison.problem, !problemIsVerdict {
                out += ["", screen.styler.paint(TextLayout.line(problem, width: screen.width), .different)]
            }
            let errors = run.errorExcerpt()
            if !errors.isEmpty {
                out +=
                    ["", "On standard error:"]
                    + errors.map { TextLayout.printed(TerminalText.line($0), width: screen.width, lead: "  ") }
            }
            let sentences = errorSentences.map { TextLayout.bullet($0.sentence(element: noun), width: screen.width) }
            if !sentences.isEmpty { out += ["", "What the decoder is telling you:"] + sentences }
            let refusals = analysis.encodingErrors.map { TextLayout.bullet($0.sentence, width: screen.width) }
            if !refusals.isEmpty { out += ["", "What the encoder is telling you:"] + refusals }
            if comparison.matches {
                out += ["", screen.styler.paint("✓ Your model does what the lesson's does.", .same)]
            } else if problemIsVerdict, let problem = comparison.problem {
                let width = min(screen.width, TextLayout.proseMeasure)
                let sentence = "✗ Not done: " + problem.prefix(1).lowercased() + problem.dropFirst()
                let (lesson, here) = comparison.checkedLines
                out += [
                    "",
                    screen.styler.paint(TextLayout.line(sentence, width: width), .different)
                        + RunView.tally(lesson: lesson, here: here, width: width),
                ]
            } else {
                out += ["", RunView(width: screen.width, styler: screen.styler).verdict(comparison)]
            }
        }
        if !comparison.matches, !drilling {
            let differences = shapeDifferences
            if !differences.isEmpty {
                out +=
                    ["", "Compared with the lesson's model:"]
                    + differences.map { TextLayout.bullet($0, width: screen.width) }
            }
        }
        let spelling = analysis.spellingAdvice
        let heading = analysis.lacksFoundationImport ? "A name Swift cannot find here:" : "A type Swift does not know:"
        if !spelling.isEmpty { out += ["", heading] + spelling.map { TextLayout.bullet($0, width: screen.width) } }
        let advice = drilling ? [] : analysis.advice
        if !advice.isEmpty {
            out +=
                ["", "Where the lessons explain it:"]
                + advice.map { TextLayout.bullet($0.sentence(atPrompt: atPrompt), width: screen.width) }
        }
        if !comparison.matches { out += ["", TextLayout.line(nextLine, width: screen.width)] }
        return out.joined(separator: "\n")
    }

    /// What to make of a message that is the compiler giving up, not a mistake it found; nil
    /// for any other message.
    static func compilerFailureNote(_ message: String) -> String? {
        if message.contains("failed to produce diagnostic for expression") {
            return "(That is the compiler's own failure, not a mistake it found: it knows this expression is wrong but "
                + "could not say why. Split the expression into smaller ones, a `let` each, or write the types out "
                + "(`let cards: [Postcard] = …`), and check again: the real message then appears.)"
        }
        if message.contains("unable to type-check this expression in reasonable time") {
            return
                """
                (The compiler gave up on this expression, not on your model: split it into smaller ones, a `let` \
                each, or write the types out, and check again.)
                """
        }
        return nil
    }

    /// Each error and warning at its own file, line and column, with the source and a caret;
    /// a message in the lesson's run() is flagged as caused by the model it uses.
    private func compilerMessages() -> [String] {
        var out: [String] = []
        for diagnostic in run.compile.diagnostics {
            let inRun = diagnostic.file == stage.runFile.path
            if diagnostic.severity == .note, !learnerPaths.contains(diagnostic.file ?? "") { continue }
            out.append("")
            var shown = diagnostic
            // The lesson's files live in the resource bundle; their path from `Lessons/` is enough.
            if let path = shown.file, !learnerPaths.contains(path), let range = path.range(of: "/Lessons/") {
                shown.file = String(path[range.upperBound...])
            }
            // A long path breaks after a `/`, the message at a space; the source is laid out as printed.
            out.append(TextLayout.line(shown.located, width: screen.width, hanging: "    "))
            out += diagnostic.snippet.map { TextLayout.printed($0, width: screen.width, lead: "    ") }
            if let note = Self.compilerFailureNote(diagnostic.message) {
                out += TextLayout.line(note, width: screen.width - 4, hanging: " ").split(separator: "\n").map {
                    "    " + $0
                }
            }
            if inRun, diagnostic.severity == .error {
                let note =
                    "(That line is in the lesson's run(), which uses your types: your model lacks what it needs there.)"
                out += TextLayout.line(note, width: screen.width - 4, hanging: " ").split(separator: "\n").map {
                    "    " + $0
                }
            }
        }
        return out
    }
}
