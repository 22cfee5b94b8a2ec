import SwiftToolchain
import TutorBase
import TutorSystem

extension Progress {
    /// The scheduler's memory of `card`: saved under its id, or, by an earlier tutor, under its
    /// folder name or one it had before. So a card keeps its history through a rename.
    package func memory(of card: Card, in lesson: String) -> CardMemory? {
        guard let memories = cards[lesson] else { return nil }
        if let memory = memories[card.memoryKey] { return memory }
        return card.names.lazy.compactMap { memories[$0] }.max {
            ($0.lastReview ?? .distantPast) < ($1.lastReview ?? .distantPast)
        }
    }

    /// Keeps `memory` for `card`, under its id.
    package mutating func remember(_ memory: CardMemory, of card: Card, in lesson: String) {
        cards[lesson, default: [:]][card.memoryKey] = memory
    }

    /// The reviews an earlier tutor kept in this file, as review-log records: their cards
    /// are known by folder name (id 0) and their time spent is not known.
    package var legacyReviewRecords: [ReviewRecord] {
        reviews.map {
            ReviewRecord(
                cardID: 0, lesson: $0.lesson, slug: $0.card, rating: $0.rating,
                time: ReviewRecord.milliseconds($0.date),
                stateBefore: $0.stateBefore, duration: 0)
        }
    }
}
