import Foundation

extension CardsCommand {
    /// One due card, as `cards --due --json` lists it.
    struct DueCard: Codable {
        var lesson: String
        var card: String
        var id: Int
        var topic: String
        var kind: String
        var state: String
        var due: Date?
        var question: String
    }

    /// `cards [<lesson>] --due [--json]`: the cards due now, new ones within the day's limit.
    func listDueCards(in session: CommandSession) throws(UsageError) {
        let now = clock()
        let entries = CardQueue().due(in: try chosenLessons(in: session), progress: session.book.snapshot,
            reviews: session.reviewLog.reviewsToday(at: now), at: now)
        let due = entries.map { entry in
            DueCard(lesson: entry.lesson.name, card: entry.card.slug, id: entry.card.id, topic: entry.card.topic,
                kind: entry.card.kind.rawValue, state: entry.memory?.state.rawValue ?? "new", due: entry.memory?.due,
                question: entry.card.question)
        }
        if request.json {
            session.screen.say(json: due)
            return
        }
        for card in due { session.say("\(card.lesson) \(card.card)  \(card.topic) · \(card.kind) · \(card.state)") }
        session.say("\(due.count) card\(due.count == 1 ? "" : "s") due now. Next: `codable-tutor cards\(request.lesson.map { " " + $0 } ?? "")` to start.")
    }
}
