import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Which cards to ask now: those whose review is due, soonest first, then new ones up to the
/// day's limit, in the lesson's order.
package struct CardQueue: Sendable {
    /// New cards introduced per lesson per day; more would bury tomorrow under reviews.
    package var newPerDay: Int

    package init(newPerDay: Int = 20) {
        self.newPerDay = newPerDay
    }

    /// One card to ask, with the lesson it belongs to and the scheduler's memory of it.
    package struct Entry: Sendable {
        package var lesson: Lesson
        package var card: Card
        /// Nil for a card never reviewed.
        package var memory: CardMemory?

        package init(lesson: Lesson, card: Card, memory: CardMemory?) {
            (self.lesson, self.card, self.memory) = (lesson, card, memory)
        }
    }

    /// The cards of `decks` due at `now`; `reviews` (the review log) tells how many new
    /// cards each lesson has already introduced today.
    package func due(in decks: [Deck], progress: Progress, reviews: [ReviewRecord], at now: Date) -> [Entry] {
        var dueReviews: [Entry] = []
        var fresh: [Entry] = []
        let startOfDay = ReviewRecord.milliseconds(Self.startOfDay(now))
        for deck in decks {
            let lesson = deck.lesson
            let introducedToday = reviews.filter {
                $0.lesson == lesson.name && $0.stateBefore == .new && $0.time >= startOfDay
            }.count
            var allowance = max(0, newPerDay - introducedToday)
            for card in deck.cards {
                if let memory = progress.memory(of: card, in: lesson.name) {
                    if memory.isDue(at: now) { dueReviews.append(Entry(lesson: lesson, card: card, memory: memory)) }
                } else if allowance > 0 {
                    fresh.append(Entry(lesson: lesson, card: card, memory: nil))
                    allowance -= 1
                }
            }
        }
        return dueReviews.sorted { ($0.memory?.due ?? now) < ($1.memory?.due ?? now) } + fresh
    }

    /// How many of the cards asked now are reviews due and how many are new: the one count the
    /// welcome, `cards --due` and `cards --stats` give, so that a new card is never called due.
    package struct Counts: Equatable, Sendable {
        /// Cards reviewed before whose next review is due.
        package var due: Int
        /// Cards never reviewed, within the day's limit of new cards.
        package var new: Int

        package init(due: Int, new: Int) {
            (self.due, self.new) = (due, new)
        }

        /// The counts of `entries`, as `due(in:progress:reviews:at:)` gives them.
        package init(_ entries: [Entry]) {
            due = entries.filter { $0.memory != nil }.count
            new = entries.count - due
        }

        /// Whether there is nothing to ask.
        package var isEmpty: Bool { due + new == 0 }

        /// `3 cards due and 14 new`, `3 cards due`, `14 new cards`, `no cards`.
        package var phrase: String {
            switch (due, new) {
            case (0, 0): "no cards"
            case (_, 0): "\(TextLayout.count(due, "card")) due"
            case (0, _): TextLayout.count(new, "new card")
            default: "\(TextLayout.count(due, "card")) due and \(new) new"
            }
        }
    }

    /// Midnight before `date`, where the quiz's day begins: new cards are counted per day,
    /// and `--stats` counts the cards due before the next one.
    package static func startOfDay(_ date: Date) -> Date {
        Calendar(identifier: .gregorian).startOfDay(for: date)
    }

    /// Midnight after `date`.
    package static func endOfDay(_ date: Date) -> Date {
        let calendar = Calendar(identifier: .gregorian)
        return calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: date))
            ?? date.addingTimeInterval(86_400)
    }
}
