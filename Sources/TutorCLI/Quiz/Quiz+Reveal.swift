import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension Quiz {
    /// The back of the card: the verdict on the learner's answer, the answer, the card's code
    /// and what it printed here. A how-to card's listing is long enough to push the verdict
    /// off the screen, so its verdict's first sentence is said again under it, before the grade.
    func reveal(_ entry: CardQueue.Entry, answer: Answer) {
        defer {
            if entry.card.kind == .write, let sentence = answer.verdict.map(Self.verdictSentence) {
                say("\n" + sentence)
            }
        }
        if let verdict = answer.verdict { say(verdict) }
        say("\n── the answer " + String(repeating: "─", count: 40))
        say(wrap(entry.card.answer))
        for (index, stage) in entry.card.stages.enumerated() {
            say("")
            // A prediction's program was on the front; judging ran it already.
            let predicted = index == 0 && entry.card.kind == .predict
            if !predicted {
                for listing in programListing(stage) { say(listing + "\n") }
            }
            let ran = index == 0 ? answer.firstStage : nil
            switch ran ?? StageExecution(runner: runner).execute(stage, of: entry.lesson, cancellation: cancellation) {
            case .ran(let run, let comparison):
                let messages = run.compile.diagnostics.filter { $0.severity != .note }.map {
                    "    \($0.severity.rawValue): \($0.message)"
                }
                if !messages.isEmpty { say("The compiler said:\n" + messages.joined(separator: "\n")) }
                if run.compile.succeeded { showOutput(run, comparison) }
                if !comparison.matches {
                    say(
                        screen.styler.paint(
                            "(This differs from what the card records: `verify` shows how.)", .different))
                }
            case .failed(let error):
                say(error.text)
            }
        }
    }

    /// The verdict's own sentence, the paragraph marked ✓ or ✗ (what the answer printed, shown
    /// before it, is left out); the first paragraph when none is marked.
    static func verdictSentence(_ verdict: String) -> String {
        let lines = verdict.components(separatedBy: "\n")
        let start = lines.firstIndex { $0.contains("✓ ") || $0.contains("✗ ") } ?? 0
        return lines[start...].prefix { !$0.isEmpty }.joined(separator: "\n")
    }

    /// One line a program printed, indented under its heading and laid out by the one routine
    /// for printed lines: wrapped at its spaces, the rest behind `↳`, never cut.
    func printedLine(_ line: String, lead: String = "    ") -> String {
        TextLayout.printed(TerminalText.line(line), width: screen.width, lead: lead)
    }

    /// What the stage printed here, headed by where the lines it is checked against come
    /// from, in the words of `run`'s heading; in a block that mixes the lesson's lines with
    /// lines recorded here, each line is tagged.
    private func showOutput(_ run: ProgramRun, _ comparison: StageComparison) {
        say("It printed here; checked against \(RunView.expectedTitle(comparison.output, lesson: "the lesson")):")
        guard ComparisonView.mixesSources(comparison.output) else {
            say(run.output.outputLines.map { printedLine($0) }.joined(separator: "\n"))
            return
        }
        for row in comparison.output {
            guard let actual = row.actual else { continue }
            say(printedLine(actual, lead: "    " + ComparisonView.sourceTag(fromLesson: row.expectedFromLesson)))
        }
        say(wrap(ComparisonView.sourceKey))
    }
}
