import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `edge [<lesson>] [<n>]`: an edge case — predict, see it run, read why. At the prompt,
/// `edge` alone is the next one not yet seen; on the command line, a lesson alone is all of them.
struct EdgeCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "edge", arguments: [.lesson(.optionalAtPrompt), CommandArgument("<n>", .text, .optional)],
        summary: "An edge case: predict, then see the code run live, then why.",
        details:
            """
            On the command line `edge <lesson>` goes through all of them and `edge <lesson> 3` shows one; in the \
            tutor, `edge` alone shows the next one you have not seen.
            """,
        section: .practise, commandLineExample: "edge {lesson} 3")

    let lesson: Lesson
    let number: String?

    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        var rest = words.words
        if let first = rest.first, let named = place.lesson(named: first) {
            lesson = named
            rest.removeFirst()
        } else if rest.count == 2 || !place.atPrompt {
            lesson = try place.namedLesson(rest[0])
        } else {
            guard let current = place.current else {
                throw CommandFailure("No lesson is open.", hint: "Type `edge postcards`, or `open postcards` first.")
            }
            lesson = current.lesson
        }
        number = rest.first
    }

    /// Shows the edge case asked for (or each in turn): the question and its code, a prompt
    /// for the learner's prediction, then the code run live beside the lesson's record, and
    /// the explanation. 0 when every stage shown matched the lesson.
    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        // The edge cases are read now, the first time a deck is asked for.
        let deck = session.catalogue.deck(for: lesson)
        var number = number
        if number == nil, session.prompt != nil {
            let seen = session.book.snapshot.lesson(lesson.name).edgeCasesSeen
            guard let next = deck.edgeCases.first(where: { !seen.contains($0.id) }) else {
                session.screen.sayLine("You have seen every edge case of \(lesson.title). `edge N` shows one again.")
                return .success
            }
            number = String(next.number)
        }
        var allMatch = true
        for (index, edgeCase) in try Self.edgeCases(number, of: deck).enumerated() {
            if index > 0 { session.say("") }
            guard let matched = try present(edgeCase, of: deck, in: session) else { break }
            allMatch = allMatch && matched
        }
        return .matching(allMatch)
    }

    /// The edge case a number names; with none, every one.
    static func edgeCases(_ number: String?, of deck: Deck) throws(CommandFailure) -> [EdgeCase] {
        guard let number else { return deck.edgeCases }
        guard let value = Int(number), let found = deck.edgeCases.first(where: { $0.number == value }) else {
            throw CommandFailure(
                "\(deck.lesson.title) has no edge case \"\(number)\".",
                hint: "They are numbered 1–\(deck.edgeCases.count).")
        }
        return [found]
    }

    /// The learner's prediction of the first stage: an outcome's number or words (one or
    /// several), or the lines it prints; empty when they pressed Enter alone, nil when they
    /// typed `quit` (or the input ended). A pick that names no outcome is asked again.
    private func readPrediction(of edgeCase: EdgeCase, in session: CommandSession) -> [String]? {
        let width = min(session.screen.width, TextLayout.proseMeasure)
        let expected = edgeCase.stages.first?.expectedOutput ?? ""
        let count = PredictedOutput.lines(expected, ignoringCase: false).count
        if edgeCase.outcomes.isEmpty {
            let compared =
                edgeCase.ignoresCase ? "neither spacing nor letter case is compared" : "spacing is not compared"
            session.say(
                "\n"
                    + TextLayout.wrap(
                        """
                        What will it print? Type its \(TextLayout.count(count, "line")) before you look \
                        (\(compared)); the tutor runs it and says whether you were right. Enter alone goes on without \
                        a prediction, `quit` stops.
                        """, width: width))
        } else {
            let list = edgeCase.outcomes.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: " · ")
            session.say(
                "\n"
                    + TextLayout.wrap(
                        """
                        What happens? \(list). Type the number (or the words) of each one you expect, `1 3` for two, \
                        before you look; the tutor runs it and says whether you were right. Enter alone goes on \
                        without a prediction, `quit` stops.
                        """, width: width))
        }
        let read = { (prompt: String) -> LineInput in
            session.reader.answer(prompt: prompt, forgetting: session.cancellation) {
                session.say(
                    "(Ctrl-C clears the line. Type `quit` to leave the edge case, or Enter alone to see it run.)")
            }
        }
        while true {
            let input = read("prediction> ")
            guard case .line(let first) = input, !input.isQuit else { return nil }
            if first.trimmingCharacters(in: .whitespaces).isEmpty { return [] }
            if edgeCase.outcomes.isEmpty {
                var lines = [first]
                while lines.count < count {
                    let more = read("  ...> ")
                    guard case .line(let line) = more, !more.isQuit else { return nil }
                    lines.append(line)
                }
                return lines
            }
            if PredictedOutput.pickSeveral(first, from: edgeCase.outcomes) != nil { return [first] }
            session.say(
                TextLayout.wrap(
                    "“\(first)” is none of the outcomes: type numbers from 1 to "
                        + "\(edgeCase.outcomes.count), or Enter alone to go on without a prediction.", width: width))
        }
    }

    /// Shows one edge case; nil when the learner quit at the prediction prompt.
    /// A stage that could not be compiled ends the edge case: its failure is thrown.
    private func present(_ edgeCase: EdgeCase, of deck: Deck, in session: CommandSession) throws(CommandFailure)
        -> Bool?
    {
        let lesson = deck.lesson
        let screen = session.screen
        let width = min(screen.width, 92)
        session.screen.sayLine(
            "Edge case \(edgeCase.number) of \(deck.edgeCases.count) · \(lesson.name) · \(edgeCase.title)")
        session.say(TextLayout.wrap(edgeCase.question, width: width))
        if let first = edgeCase.stages.first {
            for file in first.modelFiles + [first.runFile] {
                session.say("\n" + file.lastPathComponent + ":")
                session.say(
                    StageView(width: screen.width).code(first.shownText(of: file), previous: nil).joined(
                        separator: "\n"))
            }
        }
        guard let prediction = readPrediction(of: edgeCase, in: session) else { return nil }
        var verdict: PredictionJudge.Verdict?
        if let first = edgeCase.stages.first, !prediction.isEmpty {
            let judge = PredictionJudge(
                runner: session.runner, cancellation: session.cancellation, screen: screen,
                subject: "the edge case's program")
            verdict = judge.judge(
                prediction, outcomes: edgeCase.outcomes, ignoresCase: edgeCase.ignoresCase, several: true,
                stage: first, of: lesson)
        }
        var matched = true
        let view = RunView(width: screen.width, styler: screen.styler)
        for (index, stage) in edgeCase.stages.enumerated() {
            if index > 0 {
                let code = Self.changedCode(
                    of: stage, after: edgeCase.stages[index - 1], number: index + 1,
                    of: edgeCase.stages.count, width: screen.width)
                if !code.isEmpty { session.say(code.joined(separator: "\n")) }
            }
            session.say("")
            // The first stage ran already when the prediction was judged.
            let ran = index == 0 ? verdict?.firstStage : nil
            switch ran ?? session.execution.execute(stage, of: lesson, cancellation: session.cancellation) {
            case .ran(let run, let comparison):
                session.say(view.render(stage, run: run, comparison: comparison))
                matched = matched && comparison.matches
            case .failed(let error):
                throw CommandFailure(reporting: error)
            }
            if index == 0 {
                session.say("")
                session.say(
                    verdict?.text
                        ?? TextLayout.wrap(
                            "No prediction given, so none is judged: compare the run with what "
                                + "you thought it would do.", width: width))
            }
        }
        session.say("\n── why " + String(repeating: "─", count: 40))
        session.say(TextLayout.wrap(edgeCase.explanation, width: width))
        session.book.markSeen(edgeCase: edgeCase.id, in: lesson.name)
        return matched
    }
}
