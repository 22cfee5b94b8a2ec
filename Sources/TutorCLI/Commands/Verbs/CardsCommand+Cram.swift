import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension CardsCommand {
    /// `cards [<lesson>] --cram [--topic <name>]`: every card of the lesson (of every lesson,
    /// with none named), or of one topic, asked in order; the grades are shown, not stored.
    func cram(topic: String?, in session: CommandSession) throws(CommandFailure) {
        let chosen = try chosenDecks(in: session)
        let progress = session.book.snapshot
        var entries = chosen.flatMap { deck in
            deck.cards.map {
                CardQueue.Entry(lesson: deck.lesson, card: $0, memory: progress.memory(of: $0, in: deck.lesson.name))
            }
        }
        let place = chosen.count == 1 ? chosen[0].lesson.title : "every lesson"
        guard !entries.isEmpty else {
            return session.say("\(place) has no cards to cram.")
        }
        var kind = ""
        if let topic {
            let wanted = Self.topicKey(topic)
            entries = entries.filter { Self.topicKey($0.card.topic) == wanted }
            guard let first = entries.first else { throw Self.noSuchTopic(topic, in: chosen, place: place) }
            kind = first.card.topic + " "
        }
        let what =
            """
            the \(entries.count == 1 ? "one" : String(entries.count)) \(kind)card\(entries.count == 1 ? "" : "s") of \
            \(place)
            """
        quiz(in: session).cram(entries, what: what)
    }

    /// A topic as compared: case, and hyphens or underscores for spaces, do not matter, so
    /// `--topic coding-keys` needs no quotes.
    static func topicKey(_ topic: String) -> String {
        topic.lowercased().replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
            .split(separator: " ").joined(separator: " ")
    }

    /// Why `--topic` names no card, with the topics there are.
    private static func noSuchTopic(_ topic: String, in decks: [Deck], place: String) -> CommandFailure {
        var topics: [String] = []
        for card in decks.flatMap(\.cards) where !topics.contains(card.topic) {
            topics.append(card.topic)
        }
        return CommandFailure(
            "No card of \(place) has the topic “\(topic)”.",
            hint:
                """
                Its topics: \(topics.joined(separator: ", ")). A topic of two words can be typed with a hyphen: \
                `--topic coding-keys`.
                """
        )
    }
}
