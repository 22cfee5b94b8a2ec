import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// One grade given to one card, as the review log keeps it: the fields FSRS's optimizer reads,
/// plus the lesson and folder name the card had, so the record stays readable on its own.
package struct ReviewRecord: Sendable, Equatable, Hashable {
    /// The card's id (`id:` in `card.txt`); 0 for a review moved from an earlier progress file,
    /// which named its card by lesson and folder only.
    package var cardID: Int
    package var lesson: String
    /// The card's folder name when it was graded.
    package var slug: String
    package var rating: Rating
    /// When the grade was given, in milliseconds since 1970.
    package var time: Int64
    /// The card's state before this grade.
    package var stateBefore: CardState
    /// Milliseconds from the card being shown to the end of the answer (the time to answer
    /// FSRS's optimizer reads: judging, the back and the grade prompt left out); 0 when not
    /// known.
    package var duration: Int64

    package init(
        cardID: Int, lesson: String, slug: String, rating: Rating, time: Int64, stateBefore: CardState, duration: Int64
    ) {
        self.cardID = cardID
        self.lesson = lesson
        self.slug = slug
        self.rating = rating
        self.time = time
        self.stateBefore = stateBefore
        self.duration = max(0, duration)
    }

    /// A record for a grade given at `date` to an answer that took `seconds`.
    package init(card: Card, lesson: String, rating: Rating, date: Date, stateBefore: CardState, seconds: Double) {
        self.init(
            cardID: card.id, lesson: lesson, slug: card.slug, rating: rating, time: Self.milliseconds(date),
            stateBefore: stateBefore, duration: Int64((max(0, seconds) * 1000).rounded()))
    }

    /// The moment of the grade.
    package var date: Date { Date(timeIntervalSince1970: Double(time) / 1000) }

    package static func milliseconds(_ date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1000).rounded()
        return value.isFinite ? Int64(max(-9e15, min(9e15, value))) : 0
    }

    /// What makes two records the same review, whichever way they reached the log.
    package var identity: String {
        "\(time) \(lesson) \(cardID == 0 ? slug : String(cardID)) \(rating.rawValue)"
    }

    /// The record's line in the log, without its newline: `r1`, then the fields, tab-separated.
    package var line: String {
        let clean = { (text: String) in text.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" } }
        return [
            "r1", String(time), String(cardID), clean(lesson), clean(slug), String(rating.rawValue),
            String(stateBefore.fsrsNumber), String(duration),
        ].joined(separator: "\t")
    }
}

extension CardState {
    /// The state as FSRS numbers it in review logs: 0 new, 1 learning, 2 review, 3 relearning.
    package var fsrsNumber: Int {
        switch self {
        case .new: 0
        case .learning: 1
        case .review: 2
        case .relearning: 3
        }
    }

    /// The state FSRS numbers `number`.
    package init?(fsrsNumber number: Int) {
        guard let state = Self.allCases.first(where: { $0.fsrsNumber == number }) else { return nil }
        self = state
    }
}
