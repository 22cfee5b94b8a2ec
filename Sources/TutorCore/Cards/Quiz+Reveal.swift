import Foundation

extension Quiz {
    /// The back of the card: the verdict on the learner's answer, the answer, the card's code
    /// and what it printed here.
    func reveal(_ entry: CardQueue.Entry, answer: Answer) {
        if let verdict = answer.verdict { say(verdict) }
        say("\n── the answer " + String(repeating: "─", count: 40))
        say(wrap(entry.card.answer))
        for stage in entry.card.stages {
            say("")
            for file in [stage.ownsModel ? stage.modelFile : nil, stage.ownsRun ? stage.runFile : nil].compactMap({ $0 }) {
                say(StageView(width: tutor.width).code(file, previous: nil).joined(separator: "\n") + "\n")
            }
            switch tutor.execute(stage, of: entry.lesson, cancellation: cancellation) {
            case .ran(let run, let comparison):
                let messages = run.compile.diagnostics.filter { $0.severity != .note }.map { "    \($0.severity.rawValue): \($0.message)" }
                if !messages.isEmpty { say("The compiler said:\n" + messages.joined(separator: "\n")) }
                if run.compile.succeeded {
                    let note = stage.provenance == .lesson ? "" : " (recorded on this machine; the lesson showed none)"
                    say("It printed here\(note):")
                    say(LineComparison.lines(run.output).map { "    " + ComparisonView.visible($0) }.joined(separator: "\n"))
                }
                if !comparison.matches { say(tutor.styler.paint("(This differs from what the card records: `verify` shows how.)", .different)) }
            case .failed(let error):
                say(error.explanation)
            }
        }
    }
}
