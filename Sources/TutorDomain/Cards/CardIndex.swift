import SwiftToolchain
import TutorBase
import TutorSystem

/// Every card of the loaded decks, and the one place a card is looked up: by its id, by the
/// review that names it, or by what a learner types after `--card`.
package struct CardIndex {
    /// A card and the lesson it belongs to.
    package struct Found {
        package var lesson: Lesson
        package var card: Card
    }

    package let decks: [Deck]
    private var byID: [Int: Found] = [:]
    /// `lesson/folder` for every folder name a card has or had.
    private var byFolder: [String: Found] = [:]

    package init(_ decks: [Deck]) {
        self.decks = decks
        for deck in decks {
            let lesson = deck.lesson
            for card in deck.cards {
                let found = Found(lesson: lesson, card: card)
                byID[card.id] = byID[card.id] ?? found
                for name in card.names where byFolder["\(lesson.name)/\(name)"] == nil {
                    byFolder["\(lesson.name)/\(name)"] = found
                }
            }
        }
    }

    /// The card a review names: by its id, or, for a review moved from an earlier progress
    /// file (id 0), by its lesson and a folder name the card has or had. Nil for a card that
    /// has left the decks.
    package func card(for record: ReviewRecord) -> Found? {
        record.cardID > 0 ? byID[record.cardID] : byFolder["\(record.lesson)/\(record.slug)"]
    }

    /// What `--card <reference>` names. In a lesson: the card with that number (its folder's,
    /// as `--due` lists it), folder name or former one, or else that id. With no lesson: the
    /// card with that id, or the one card of any lesson with that name. Empty when none does;
    /// several when a name is in more than one lesson.
    package func cards(named reference: String, in deck: Deck?) -> [Found] {
        if let deck {
            let lesson = deck.lesson
            if let card = deck.cards.first(where: { $0.isNamed(reference) }) {
                return [Found(lesson: lesson, card: card)]
            }
            return Int(reference).flatMap { id in byID[id].flatMap { $0.lesson.name == lesson.name ? [$0] : nil } }
                ?? []
        }
        if let id = Int(reference) { return byID[id].map { [$0] } ?? [] }
        return decks.flatMap { deck in
            deck.cards.filter { $0.isNamed(reference) }.map { Found(lesson: deck.lesson, card: $0) }
        }
    }
}
