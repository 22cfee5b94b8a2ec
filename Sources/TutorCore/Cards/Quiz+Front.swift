import Foundation

extension Quiz {
    /// Shows the front of the card — for a how-to card with its contract — and reads and
    /// judges the answer. Nil when the learner stops.
    func ask(_ entry: CardQueue.Entry, number: Int, of total: Int) -> Answer? {
        let card = entry.card
        let kind = card.kind == .trick ? "trick question" : "how would you write it"
        let state = entry.memory.map { "review, \($0.state.rawValue)" } ?? "new"
        say("Card \(number) of \(total) · \(entry.lesson.name) · \(card.topic) · \(kind) (\(state))")
        say(wrap(card.question))
        if card.kind == .trick {
            say(wrap("Answer in a few words of your own; the card reads them for their meaning. Enter alone shows the answer."))
        } else {
            say(contract(of: card))
        }
        let input = readLine("answer> ")
        guard case .line(let first) = input, !input.isQuit else { return nil }
        let typed = first.trimmingCharacters(in: .whitespaces).isEmpty ? [] : card.kind == .trick ? [first] : readCode(first)
        // The learner's time ends here: judging is the tutor's.
        let answered = clock()
        var answer = typed.isEmpty ? Answer() : card.kind == .trick ? judgeTrick(first, card: card) : judgeCode(typed, for: entry)
        answer.answered = answered
        return answer
    }

    /// A how-to answer: lines up to two blank lines in a row, or the end of input, so that a
    /// paste with single blank lines between its types is read whole.
    func readCode(_ first: String) -> [String] {
        var lines = [first]
        var blanks = 0
        while case .line(let more) = readLine("  ...> ") {
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
        var lines = LineComparison.lines(text)
        while let first = lines.first, first.hasPrefix("import ") || first.trimmingCharacters(in: .whitespaces).isEmpty {
            lines.removeFirst()
        }
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        return lines
    }

    /// What a how-to card gives the answer and asks of it, said before the learner types.
    func contract(of card: Card) -> String {
        let ending = "Two blank lines in a row end your answer; Enter alone on its first line shows the card's."
        guard let contract = card.contract, let stage = card.stages.first else {
            return wrap("Type Swift. \(ending)")
        }
        var out: [String] = []
        switch contract.form {
        case .statements:
            if !stage.modelFiles.isEmpty {
                out.append("The card gives you these types:")
                out.append(stage.modelFiles.flatMap { Self.declarations(in: stage.text(of: $0) ?? "") }.map { "    " + $0 }.joined(separator: "\n"))
            }
            out.append(wrap("In scope where your statements run: \(contract.given)"))
            out.append(wrap("Your statements must: \(contract.task)"))
            out.append(wrap("The card then checks what they left behind; what they print themselves is shown, not judged."))
            out.append(wrap("Type Swift statements. \(ending)"))
        case .types:
            out.append(wrap("Your answer: \(contract.task)"))
            if !contract.given.isEmpty { out.append(wrap("Already there: \(contract.given)")) }
            out.append(wrap("The card's own run() then reads its document with your types and compares the result with its own model's."))
            out.append(wrap("Type the declarations. \(ending)"))
        }
        return out.joined(separator: "\n")
    }
}
