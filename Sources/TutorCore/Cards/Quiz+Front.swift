import Foundation

extension Quiz {
    /// Shows the front of the card — for a how-to card with its contract — and reads and
    /// judges the answer. Nil when the learner stops.
    func ask(_ entry: CardQueue.Entry, number: Int, of total: Int) -> Answer? {
        let card = entry.card
        let kind = card.kind == .trick ? "trick question" : "how would you write it"
        let state = entry.memory.map { "review, \($0.state.rawValue)" } ?? "new"
        say("Card \(number) of \(total) · \(entry.lesson.name) · \(card.topic) · \(kind) (\(state))")
        say(TextLayout.wrap(card.question, width: min(tutor.width, 92)))
        if card.kind == .trick {
            say(TextLayout.wrap("Answer in a few words of your own; the card reads them for their meaning. "
                + "Enter alone shows the answer.", width: min(tutor.width, 92)))
        } else {
            say(contract(of: card))
        }
        guard case .line(let first) = readLine("answer> ") else { return nil }
        if first.trimmingCharacters(in: .whitespaces).lowercased() == "quit" { return nil }
        if first.trimmingCharacters(in: .whitespaces).isEmpty { return Answer(text: []) }
        if card.kind == .trick {
            return judgeTrick(first, card: card)
        }
        var lines = [first]
        var depth = Self.braceDepth(first)
        while case .line(let more) = readLine("  ...> ") {
            if more.trimmingCharacters(in: .whitespaces).isEmpty, depth <= 0 { break }
            lines.append(more)
            depth += Self.braceDepth(more)
        }
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        return judgeCode(lines, for: entry)
    }

    /// How many more braces a line opens than it closes, so that a blank line inside a type
    /// does not end the answer.
    static func braceDepth(_ line: String) -> Int {
        line.reduce(0) { $0 + ($1 == "{" ? 1 : $1 == "}" ? -1 : 0) }
    }

    /// A model file's lines without its imports and the blank lines around them: what the
    /// learner needs to know is the types.
    static func declarations(in file: URL) -> [String] {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        var lines = LineComparison.lines(text)
        while let first = lines.first, first.hasPrefix("import ") || first.trimmingCharacters(in: .whitespaces).isEmpty {
            lines.removeFirst()
        }
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        return lines
    }

    /// What a how-to card gives the answer and asks of it, said before the learner types.
    func contract(of card: Card) -> String {
        let width = min(tutor.width, 92)
        guard let contract = card.contract, let stage = card.stages.first else {
            return "Type Swift (a blank line ends it), or press Enter to see the answer."
        }
        var out: [String] = []
        switch contract.form {
        case .statements:
            if let model = stage.modelFile {
                out.append("The card gives you these types:")
                out.append(Self.declarations(in: model).map { "    " + $0 }.joined(separator: "\n"))
            }
            out.append(TextLayout.wrap("In scope where your statements run: \(contract.given)", width: width))
            out.append(TextLayout.wrap("Your statements must: \(contract.task)", width: width))
            out.append(TextLayout.wrap("Type Swift statements (a blank line ends them), or press Enter to see the answer.",
                width: width))
        case .types:
            out.append(TextLayout.wrap("Your answer: \(contract.task)", width: width))
            if !contract.given.isEmpty { out.append(TextLayout.wrap("Already there: \(contract.given)", width: width)) }
            out.append(TextLayout.wrap("The card's own run() then reads its document with your types and compares the result with its own model's.", width: width))
            out.append(TextLayout.wrap("Type the declarations (a blank line outside braces ends them), or press Enter to "
                + "see the answer.", width: width))
        }
        return out.joined(separator: "\n")
    }
}
