import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Judges a prediction of what a program does — a `predict` card's, an edge case's — by
/// running the program's first stage here: a pick among its outcomes against the outcome the
/// run shows, or typed lines against the lines it printed (spacing left out, and letter case
/// where the item says so). Nothing is judged by the words of the prediction alone.
struct PredictionJudge {
    let runner: ProgramRunner
    let cancellation: Cancellation?
    let screen: Screen
    /// The program as a verdict names it: "the card's program", "the edge case's program".
    let subject: String

    /// What the judge made of a prediction.
    struct Verdict {
        /// The sentence, with what was compared above it where that helps.
        var text: String
        /// True when right, false when not; nil when the tutor could not judge.
        var right: Bool?
        /// The first stage as judging ran it, for the caller to show rather than run again.
        var firstStage: StageExecution.Outcome?
    }

    /// `typed` judged against `stage`'s real run: with `outcomes`, the one it names (its number
    /// or its words; what names none counts as wrong); without, the lines it holds.
    /// With `several`, the learner names every outcome they expect, and is right when the run
    /// shows just those.
    func judge(
        _ typed: [String], outcomes: [String], ignoresCase: Bool, several: Bool = false, stage: Stage, of lesson: Lesson
    )
        -> Verdict
    {
        if outcomes.isEmpty { return judgePrinted(typed, ignoresCase: ignoresCase, stage: stage, of: lesson) }
        if several { return judgeSeveral(typed.joined(separator: " "), outcomes: outcomes, stage: stage, of: lesson) }
        let said = typed.joined(separator: " ")
        guard let picked = PredictedOutput.pick(said, from: outcomes) else { return notOffered(said, "is") }
        let (outcome, shown) = run(stage, of: lesson, showing: outcomes)
        guard let shown else { return cannotJudge(outcome) }
        guard shown.count == 1, let happened = shown.first else {
            let which = shown.isEmpty ? "none of the outcomes" : "more than one of the outcomes"
            return Verdict(
                text: wrap(
                    "\(subject.capitalizedFirst) showed \(which) when it ran here, so the tutor cannot judge "
                        + "your pick: read what it printed below, and judge for yourself."), firstStage: outcome)
        }
        let what = happened == LessonLoader.doesNotCompile ? "it did not compile" : "it printed `\(happened)`"
        if picked == happened {
            return Verdict(
                text: screen.styler.paint(wrap("✓ Right: run here, \(what)."), .same), right: true,
                firstStage: outcome)
        }
        return Verdict(
            text: screen.styler.paint(wrap("✗ Not so: you said “\(picked)”, but run here, \(what)."), .different),
            right: false, firstStage: outcome)
    }

    /// The verdict on a pick that is none of the outcomes offered: `verb` is "is" for one,
    /// "names" for several.
    private func notOffered(_ said: String, _ verb: String) -> Verdict {
        Verdict(
            text: wrap(
                "“\(said)” \(verb) none of the outcomes offered, so it counts as not known: what the program does "
                    + "is below."), right: false)
    }

    /// The outcomes the learner expects, against every outcome the run shows.
    private func judgeSeveral(_ said: String, outcomes: [String], stage: Stage, of lesson: Lesson) -> Verdict {
        guard let picked = PredictedOutput.pickSeveral(said, from: outcomes) else { return notOffered(said, "names") }
        let (outcome, shown) = run(stage, of: lesson, showing: outcomes)
        guard let shown else { return cannotJudge(outcome) }
        guard !shown.isEmpty else {
            return Verdict(
                text: wrap(
                    "\(subject.capitalizedFirst) showed none of the outcomes when it ran here, so the tutor "
                        + "cannot judge your prediction: read what it printed above, and judge for yourself."),
                firstStage: outcome)
        }
        // A stage that did not compile shows that outcome alone.
        let happened =
            shown == [LessonLoader.doesNotCompile]
            ? "it did not compile"
            : "it printed " + TextLayout.series(shown.map { "`\($0)`" })
        if Set(picked) == Set(shown) {
            return Verdict(
                text: screen.styler.paint(wrap("✓ Right: run here, \(happened)."), .same), right: true,
                firstStage: outcome)
        }
        let said = TextLayout.series(picked.map { "“\($0)”" })
        return Verdict(
            text: screen.styler.paint(wrap("✗ Not so: you said \(said), but run here, \(happened)."), .different),
            right: false, firstStage: outcome)
    }

    /// `stage` run here, and the outcomes its run shows; nil outcomes when it could not run.
    private func run(_ stage: Stage, of lesson: Lesson, showing outcomes: [String]) -> (
        StageExecution.Outcome, [String]?
    ) {
        let outcome = StageExecution(runner: runner).execute(stage, of: lesson, cancellation: cancellation)
        guard case .ran(let run, _) = outcome else { return (outcome, nil) }
        return (outcome, PredictedOutput.outcomes(outcomes, shownBy: run.compile.succeeded ? run.output : nil))
    }

    /// Typed lines, compared line by line with what the program printed here.
    private func judgePrinted(_ typed: [String], ignoresCase: Bool, stage: Stage, of lesson: Lesson) -> Verdict {
        let outcome = StageExecution(runner: runner).execute(stage, of: lesson, cancellation: cancellation)
        guard case .ran(let run, _) = outcome, run.compile.succeeded else { return cannotJudge(outcome) }
        let expected = PredictedOutput.lines(typed.joined(separator: "\n"), ignoringCase: ignoresCase)
        let printed = PredictedOutput.lines(run.output, ignoringCase: ignoresCase)
        let compared = ignoresCase ? "spacing and letter case not compared" : "spacing not compared"
        if expected == printed {
            return Verdict(
                text: screen.styler.paint(wrap("✓ Right: run here, it printed just that (\(compared))."), .same),
                right: true, firstStage: outcome)
        }
        let shown = { (lines: [String]) in lines.isEmpty ? ["    (nothing)"] : lines.map { self.printedLine($0) } }
        let nonBlank = { (lines: [String]) in lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty } }
        let out =
            ["You expected:"] + shown(nonBlank(typed)) + ["Run here, it printed:"]
            + shown(nonBlank(run.output.outputLines))
            + [screen.styler.paint(wrap("✗ Not so: that is not what it printed (\(compared))."), .different)]
        return Verdict(text: out.joined(separator: "\n"), right: false, firstStage: outcome)
    }

    /// The program could not be run here (no compiler, a stage that fails here): nothing to
    /// judge by, so the verdict is the learner's.
    private func cannotJudge(_ outcome: StageExecution.Outcome) -> Verdict {
        var out: [String] = []
        if case .failed(let error) = outcome { out.append(error.text) }
        out.append(
            wrap(
                "\(subject.capitalizedFirst) did not run here, so the tutor cannot judge your prediction: read the "
                    + "answer below, and judge for yourself."))
        return Verdict(text: out.joined(separator: "\n"), firstStage: outcome)
    }

    func wrap(_ text: String) -> String {
        TextLayout.wrap(text, width: min(screen.width, TextLayout.proseMeasure))
    }

    /// One line a program printed, indented under its heading and wrapped at its spaces to the
    /// terminal, the rest of it further in: a long line never breaks inside a word.
    func printedLine(_ line: String) -> String {
        TextLayout.printed(TerminalText.line(line), width: screen.width, lead: "    ")
    }
}

extension String {
    /// The string with its first letter in capitals: a sentence that starts with a phrase.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
