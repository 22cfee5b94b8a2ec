import Foundation

extension Quiz {
    /// The back of the card: the verdict on the learner's answer, the answer, the card's code
    /// and what it printed here.
    func reveal(_ entry: CardQueue.Entry, answer: Answer) {
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
                let messages = run.compile.diagnostics.filter { $0.severity != .note }.map { "    \($0.severity.rawValue): \($0.message)" }
                if !messages.isEmpty { say("The compiler said:\n" + messages.joined(separator: "\n")) }
                if run.compile.succeeded { showOutput(run, comparison) }
                if !comparison.matches { say(screen.styler.paint("(This differs from what the card records: `verify` shows how.)", .different)) }
            case .failed(let error):
                say(error.text)
            }
        }
    }

    /// One line a program printed, indented under its heading and wrapped at its spaces to the
    /// terminal, the rest of it further in: a long line never breaks inside a word.
    func printedLine(_ line: String) -> String {
        predictionJudge.printedLine(line)
    }

    /// What the stage printed here, headed by where the lines it is checked against come
    /// from, in the words of `run`'s heading; in a block that mixes the lesson's lines with
    /// lines recorded here, each line is tagged.
    private func showOutput(_ run: ProgramRun, _ comparison: StageComparison) {
        say("It printed here; checked against \(RunView.expectedTitle(comparison.output, lesson: "the lesson")):")
        guard ComparisonView.mixesSources(comparison.output) else {
            say(LineComparison.lines(run.output).map { printedLine($0) }.joined(separator: "\n"))
            return
        }
        for row in comparison.output {
            guard let actual = row.actual else { continue }
            say("    " + ComparisonView.sourceTag(fromLesson: row.expectedFromLesson) + ComparisonView.visible(actual))
        }
        say(wrap(ComparisonView.sourceKey))
    }
}
