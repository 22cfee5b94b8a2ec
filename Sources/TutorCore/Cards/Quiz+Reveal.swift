import Foundation

extension Quiz {
    /// Compiles and runs the learner's Swift with the card's model, and compares what it
    /// printed with what the card's own code printed.
    func judgeCode(_ lines: [String], for entry: CardQueue.Entry) -> Answer {
        guard var stage = entry.card.stages.first else {
            return Answer(text: lines, verdict: "This card has no code to compare with; read the answer below.")
        }
        let file = saveAnswer(lines, entry: entry)
        stage.runFile = file
        stage.ownsRun = true
        // A learner who writes their own types gets them alone; otherwise the card's are given.
        if lines.contains(where: { $0.contains("struct ") || $0.contains("enum ") || $0.contains("class ") }) {
            stage.modelFile = nil
        }
        stage.expectedDiagnostics = []
        let run: StageRun
        do throws(CompilerError) {
            run = try tutor.runner.run(stage, of: entry.lesson, cancellation: cancellation)
        } catch {
            return Answer(text: lines, verdict: error.explanation, suggestedRating: nil)
        }
        let errors = run.compile.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            let shown = errors.prefix(3).map { "  line \($0.line ?? 0): \($0.message)" }.joined(separator: "\n")
            return Answer(text: lines, verdict: tutor.styler.paint("It did not compile:", .different) + "\n" + shown, suggestedRating: .again)
        }
        var comparison = StageComparison.compare(stage, with: run)
        comparison.diagnostics = []
        let view = RunView(width: tutor.width, styler: tutor.styler)
        if comparison.matches {
            return Answer(text: lines, verdict: tutor.styler.paint("It printed what the card's code prints: right.", .same), suggestedRating: .good)
        }
        let sideBySide = ComparisonView(width: tutor.width, styler: tutor.styler)
            .render(comparison.output, expectedTitle: "the card", actualTitle: "your code")
        return Answer(text: lines, verdict: view.verdict(comparison) + "\n" + sideBySide, suggestedRating: .again)
    }

    /// Keeps what the learner typed, so that nothing they wrote is lost, and so that the
    /// compiler's messages point at a real file. The first line shares its line with the
    /// wrapper, so line numbers are the learner's own.
    private func saveAnswer(_ lines: [String], entry: CardQueue.Entry) -> URL {
        let text = lines.joined(separator: "\n")
        let body = text.contains("func run(") ? text + "\n" : "import Foundation; func run() { do { " + text + "\n} catch { print(error) } }\n"
        let file = tutor.home.state.appendingPathComponent("answers").appendingPathComponent(entry.lesson.name)
            .appendingPathComponent("\(entry.card.id).swift")
        try? AtomicFile.write(Data(body.utf8), to: file)
        return file
    }

    /// The back of the card: the verdict on the learner's answer, the answer, the card's code
    /// and what it printed here.
    func reveal(_ entry: CardQueue.Entry, answer: Answer) {
        if let verdict = answer.verdict { say(verdict) }
        say("\n── the answer " + String(repeating: "─", count: 40))
        say(TextLayout.wrap(entry.card.answer, width: min(tutor.width, 92)))
        for stage in entry.card.stages {
            say("")
            for file in [stage.ownsModel ? stage.modelFile : nil, stage.ownsRun ? stage.runFile : nil].compactMap({ $0 }) {
                say(StageView(width: tutor.width).code(file, previous: nil).joined(separator: "\n"))
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
                if !comparison.matches { say(tutor.styler.paint("(This differs from what the lesson recorded: run `verify` to see how.)", .different)) }
            case .failed(let error):
                say(error.explanation)
            }
        }
    }
}
