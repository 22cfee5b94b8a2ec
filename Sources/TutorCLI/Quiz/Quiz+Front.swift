import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension Quiz {
    /// Shows the front of the card — its question, and what each kind needs: the program to
    /// predict, the options, the contract — and reads and judges the answer. Nil when the
    /// learner stops.
    func ask(_ entry: CardQueue.Entry, number: Int, of total: Int) -> Answer? {
        let card = entry.card
        let state = entry.memory.map { "review, \($0.state.rawValue)" } ?? "new"
        say(
            TextLayout.line(
                """
                Card \(number) of \(total) · \(entry.lesson.name) · \(card.topic) · \(Self.label(of: card)) \
                (\(state))
                """,
                width: screen.width))
        say(wrap(card.question))
        say(front(of: card))
        let input = readLine("answer> ")
        guard case .line(let first) = input, !input.isQuit else { return nil }
        var typed: [String] = []
        if !first.trimmingCharacters(in: .whitespaces).isEmpty {
            switch card.kind {
            case .write:
                guard let lines = readCode(first) else { return nil }
                typed = lines
            case .predict where card.outcomes.isEmpty:
                guard let lines = readPrediction(first, lines: predictedLineCount(of: card)) else { return nil }
                typed = lines
            case .predict, .value, .choice, .recall: typed = [first]
            }
        }
        // The learner's time ends here: judging is the tutor's.
        let answered = clock()
        var answer = typed.isEmpty ? Answer() : judge(typed, for: entry)
        answer.answered = answered
        return answer
    }

    /// What the front calls each kind.
    static func label(of card: Card) -> String {
        switch card.kind {
        case .predict: card.outcomes.isEmpty ? "what does it print" : "what happens"
        case .value: "a value in Swift"
        case .choice: "pick one"
        case .write: "how would you write it"
        case .recall: "recall, graded by you"
        }
    }

    /// What the front shows below the question, ending with what to type.
    private func front(of card: Card) -> String {
        switch card.kind {
        case .predict:
            var out = (card.stages.first.map { programListing($0) } ?? []).map { $0 + "\n" }
            if card.outcomes.isEmpty {
                let count = predictedLineCount(of: card)
                let compared =
                    card.ignoresCase ? "neither spacing nor letter case is compared" : "spacing is not compared"
                out.append(
                    wrap(
                        "The tutor runs it. Type what it prints: \(TextLayout.count(count, "line")), \(compared). "
                            + "Enter alone shows the answer."))
            } else {
                let list = card.outcomes.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: " · ")
                out.append(
                    wrap(
                        """
                        The tutor runs it. What happens? \(list). Type the number or the words; Enter alone shows the \
                        answer.
                        """
                    ))
            }
            return out.joined(separator: "\n")
        case .choice:
            let letters = card.choiceLetters
            // Each option on lines of its own, its later lines under its first word.
            let width = min(screen.width, 92)
            let options = card.choices.enumerated().map {
                "  \(letters[$0.offset])) " + TextLayout.wrap($0.element, width: width, indent: "     ").dropFirst(5)
            }
            return
                (options + [
                    wrap(
                        """
                        Type the letter of your choice (\(letters.first!)–\(letters.last!)). Enter alone shows the \
                        answer.
                        """
                    )
                ])
                .joined(separator: "\n")
        case .recall:
            return wrap(
                "The tutor cannot run this one, so it leaves the grade to you: answer in your head, or type it for "
                    + "yourself, then Enter shows the card's answer.")
        case .value, .write:
            return contract(of: card)
        }
    }

    /// The files of a stage the learner reads before predicting what it prints.
    func programListing(_ stage: Stage) -> [String] {
        stage.ownFiles.map { file in
            StageView(width: screen.width).code(stage.shownText(of: file), previous: nil).joined(separator: "\n")
        }
    }

    /// How many lines a typed prediction has: as many as the card's record prints.
    func predictedLineCount(of card: Card) -> Int {
        max(1, PredictedOutput.lines(card.stages.first?.expectedOutput ?? "", ignoringCase: false).count)
    }

    /// A typed prediction: the first line and as many more as the output has; nil when the
    /// learner stops (`quit` or the end of input on a later line).
    private func readPrediction(_ first: String, lines count: Int) -> [String]? {
        var lines = [first]
        while lines.count < count {
            let input = readLine("  ...> ")
            guard case .line(let more) = input, !input.isQuit else { return nil }
            lines.append(more)
        }
        return lines
    }

    /// A `write` answer: lines up to two blank lines in a row, or the end of input, so that a
    /// paste with single blank lines between its types is read whole. Nil when the learner
    /// types `quit` on a line of its own: that stops the quiz, and is never Swift.
    func readCode(_ first: String) -> [String]? {
        var lines = [first]
        var blanks = 0
        while case .line(let more) = readLine("  ...> ") {
            if LineInput.line(more).isQuit { return nil }
            blanks = more.trimmingCharacters(in: .whitespaces).isEmpty ? blanks + 1 : 0
            if blanks == 2 { break }
            lines.append(more)
        }
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        return lines
    }

    /// A model file's lines without its imports and the blank lines around them: what the
    /// learner needs to know is the types.
    static func declarations(in text: String) -> [String] {
        var lines = text.outputLines
        while let first = lines.first, first.hasPrefix("import ") || first.trimmingCharacters(in: .whitespaces).isEmpty
        {
            lines.removeFirst()
        }
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        return lines
    }

    /// What a `write` or `value` card gives the answer and asks of it, said before the learner
    /// types.
    func contract(of card: Card) -> String {
        let ending = "Two blank lines in a row end your answer; Enter alone on its first line shows the card's."
        guard let contract = card.contract, let stage = card.stages.first else {
            return wrap("Type Swift. \(ending)")
        }
        var out: [String] = []
        if contract.form != .types, !stage.modelFiles.isEmpty {
            out.append("The card gives you these types:")
            out.append(
                stage.modelFiles.flatMap { Self.declarations(in: stage.text(of: $0) ?? "") }.map { "    " + $0 }.joined(
                    separator: "\n"))
        }
        switch contract.form {
        case .expression:
            out.append(wrap("In scope: \(contract.given)"))
            out.append(wrap("Your expression: \(contract.task)"))
            out.append(
                wrap(
                    "The card compiles it where its own answer stands and prints its value with the real compiler; "
                        + "that value is compared with its own answer's."))
            out.append(wrap("Type one Swift expression on one line. Enter alone shows the card's."))
        case .statements:
            out.append(wrap("In scope where your statements run: \(contract.given)"))
            out.append(wrap("Your statements must: \(contract.task)"))
            out.append(
                wrap("The card then checks what they left behind; what they print themselves is shown, not judged."))
            out.append(wrap("Type Swift statements. \(ending)"))
        case .types:
            out.append(wrap("Your answer: \(contract.task)"))
            if !contract.given.isEmpty { out.append(wrap("Already there: \(contract.given)")) }
            out.append(
                wrap(
                    """
                    The card's own run() then reads its document with your types and compares the result with its own \
                    model's.
                    """
                ))
            out.append(wrap("Type the declarations. \(ending)"))
        }
        return out.joined(separator: "\n")
    }
}
