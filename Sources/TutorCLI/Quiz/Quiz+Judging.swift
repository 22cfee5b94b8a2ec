import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension Quiz {
    /// A `write` or `value` answer, compiled and run as the card's contract says
    /// (`AnswerProgram`), its output compared with what the card's own answer printed.
    func judgeCode(_ lines: [String], for entry: CardQueue.Entry) -> Answer {
        let styler = screen.styler
        let program: AnswerProgram
        do throws(AnswerProgram.Problem) {
            program = try AnswerProgram.make(
                lines, card: entry.card, lesson: entry.lesson.name, home: runner.home, now: clock())
        } catch {
            return Answer(verdict: wrap(error.sentence))
        }
        if program.shape == .program {
            // Its own run() takes the place of the card's check, which then never runs: what
            // it prints proves nothing about the card's task.
            let asked =
                switch entry.card.contract?.form {
                case .types: "types"
                case .expression: "one expression"
                case .statements, nil: "statements"
                }
            return Answer(
                verdict: screen.styler.paint(
                    wrap(
                        """
                        ✗ Not yet: your answer declares its own `func run()`, which takes the place of the card's \
                        check, so nothing shows that it does what the card asks. The card wants \(asked) only; write \
                        them without a run() of your own. (Your answer is kept in \(program.typedFile.path).)
                        """
                    ),
                    .different), suggestedRating: .again)
        }
        var run: ProgramRun
        do throws(CompilerError) {
            run = try runner.run(program.program, cancellation: cancellation)
        } catch {
            return Answer(verdict: error.text)
        }
        if !run.compile.succeeded {
            return Answer(verdict: compileVerdict(run, program: program, card: entry.card), suggestedRating: .again)
        }
        // Only what the card's check prints, inside its frame, is judged; what the statements
        // print is shown.
        let (own, framed) = program.split(run.output)
        guard let check = framed else {
            // Why the program ended, when it did not end well (a time limit, a crash).
            let ending = StageComparison.compare(program.stage, with: run, diagnostics: .ignored).problem
            return unfinished(run, own: own, ending: ending)
        }
        run.output = check
        // The learner's warnings are theirs; only what the program does is judged.
        let comparison = StageComparison.compare(program.stage, with: run, diagnostics: .ignored)
        let shownOwn = shown(own, under: "Your statements printed, before the card's check (shown, not judged):")
        if comparison.matches {
            let sentence =
                switch program.shape {
                case .statements where entry.card.contract?.form == .expression:
                    """
                    ✓ Right: your expression has the value of the card's own answer, as the compiled program \
                    printed it.
                    """
                case .statements:
                    """
                    ✓ Right: your statements do what the card asks; its code printed what it prints with its own \
                    answer.
                    """
                case .types, .program:
                    "✓ Right: the card's run() read its document with your types exactly as with its own model."
                }
            return Answer(
                verdict: (shownOwn + [styler.paint(wrap(sentence), .same)]).joined(separator: "\n"),
                suggestedRating: .good)
        }
        var out =
            shownOwn + [
                ComparisonView(width: screen.width, styler: styler).render(
                    comparison.output, expectedTitle: "the card",
                    actualTitle: "your answer")
            ]
        if let problem = comparison.problem { out += ["", styler.paint(problem, .different)] }
        let errors = standardError(of: run)
        if !errors.isEmpty { out += [""] + errors.dropLast() }
        let differing = comparison.output.filter { $0.verdict == .different }.count
        let lead =
            comparison.problem == nil
            ? """
            ✗ Not yet: with your answer the card's code printed something else \
            (\(TextLayout.count(differing, "line")) differ\(differing == 1 ? "s" : "")).
            """
            : "✗ Not yet: the card's code did not finish with your answer."
        out += ["", styler.paint(wrap(lead), .different)]
        return Answer(verdict: out.joined(separator: "\n"), suggestedRating: .again)
    }

    /// An answer whose run never printed the card's whole frame: it ended the program (an
    /// `exit`, a crash, an error thrown past the check) or left `run()` before the check began.
    /// What it printed is shown, and none of it is judged.
    private func unfinished(_ run: ProgramRun, own: [String], ending: String?) -> Answer {
        let printed = Array(own.reversed().drop { $0.isEmpty }.reversed())
        var out = shown(printed, under: "Your answer's program printed (shown, not judged):") + standardError(of: run)
        if let ending {
            out += [
                screen.styler.paint(ending, .different), "",
                screen.styler.paint(wrap("✗ Not yet: the card's code did not finish with your answer."), .different),
            ]
        } else {
            out.append(
                screen.styler.paint(
                    wrap(
                        """
                        ✗ Not yet: the card's check did not run to its end with your answer, so there is nothing to \
                        judge. Something in it ended the program or left run() first: an exit, a crash, an error \
                        thrown, or a return.
                        """
                    ),
                    .different))
        }
        return Answer(verdict: out.joined(separator: "\n"), suggestedRating: .again)
    }

    /// What a program printed that is shown and not judged, under `title`, then a blank line;
    /// nothing when it printed nothing.
    private func shown(_ lines: [String], under title: String) -> [String] {
        lines.isEmpty ? [] : [title] + lines.map { printedLine($0) } + [""]
    }

    /// The end of what a run wrote on standard error, then a blank line; nothing when empty.
    private func standardError(of run: ProgramRun) -> [String] {
        let errors = run.errorExcerpt()
        return errors.isEmpty ? [] : ["On standard error:"] + errors.map { printedLine($0, lead: "  ") } + [""]
    }

    /// The compiler's errors, at the learner's own line numbers; an error in the card's code
    /// around the answer is told as what the answer left out.
    private func compileVerdict(_ run: ProgramRun, program: AnswerProgram, card: Card) -> String {
        let errors = run.compile.diagnostics.filter { $0.severity == .error }
        var out = [screen.styler.paint("✗ Your answer did not compile with the card's code:", .different)]
        for error in errors.prefix(4) {
            if let line = program.learnerLine(of: error) {
                out.append("  your line \(line): \(error.message)")
            } else {
                out.append("  in the card's own code: \(error.message)")
            }
        }
        if errors.count > 4 { out.append("  … and \(errors.count - 4) more") }
        if errors.contains(where: { program.learnerLine(of: $0) == nil }), let task = card.contract?.task {
            out.append(wrap("The card's code needs what the card asks for: \(task)"))
        }
        out.append("(Your answer is kept in \(program.typedFile.path).)")
        return out.joined(separator: "\n")
    }
}
