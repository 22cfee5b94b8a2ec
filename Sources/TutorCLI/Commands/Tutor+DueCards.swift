import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension Tutor {
    /// The cards of `decks` due at `now`, new ones within the day's limit: what `cards --due`
    /// lists and the prompt's greeting counts. Reads the schedule and today's reviews; compiles
    /// nothing.
    package func dueCards(in decks: [Deck], at now: Date = Date()) -> [CardQueue.Entry] {
        CardQueue().due(in: decks, progress: progress, reviews: reviewLog.reviewsToday(at: now), at: now)
    }

    /// How many of `decks`' cards are due and how many new at `now`, counted from `dueCards`.
    package func cardCounts(in decks: [Deck], at now: Date = Date()) -> CardQueue.Counts {
        CardQueue.Counts(dueCards(in: decks, at: now))
    }

    /// The counts `lessons` shows: every lesson's, on a day when a review is due; else none,
    /// read off the schedule alone, so that a start with nothing to review loads no deck.
    package func cardCountsWhenReviewsAreDue(at now: Date = Date()) -> CardQueue.Counts {
        let reviewDue = progress.cards.values.contains { cards in cards.values.contains { $0.isDue(at: now) } }
        return reviewDue ? cardCounts(in: catalogue.decks, at: now) : CardQueue.Counts(due: 0, new: 0)
    }
}
