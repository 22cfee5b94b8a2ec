import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

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
    func listDueCards(in session: CommandSession) throws(CommandFailure) {
        let (chosen, entries, widened) = try decksWithDueCards(in: session)
        let due = entries.map { entry in
            DueCard(
                lesson: entry.lesson.name, card: entry.card.slug, id: entry.card.id, topic: entry.card.topic,
                kind: entry.card.kind.rawValue, state: entry.memory?.state.rawValue ?? "new", due: entry.memory?.due,
                question: entry.card.question)
        }
        if request.json {
            session.screen.say(json: due)
            return
        }
        if let widened { session.screen.sayLine(widened) }
        for card in due {
            session.screen.sayRow("\(card.lesson) \(card.card)  ", "\(card.topic) · \(card.kind) · \(card.state)")
        }
        guard !due.isEmpty else { return session.say("No cards are due now.") }
        let next = session.next
        let counts = CardQueue.Counts(entries)
        session.screen.sayLine(
            "Now: \(counts.phrase). "
                + next.line(
                    "\(next.command(CardsCommand.self, request.lesson == nil || widened != nil ? nil : chosen.first?.lesson)) to start."
                ))
    }
}
