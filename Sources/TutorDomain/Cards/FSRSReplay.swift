import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Review sequences replayed through the scheduler, every state after every review written
/// down: how a second implementation of FSRS-6 (the reference `fsrs` package) checks this one,
/// review for review. Reached through `cards --replay-fsrs FILE`, which help does not list.
package struct FSRSReplay: Codable, Sendable {
    /// One grade at one moment, in seconds since 1970.
    package struct Review: Codable, Sendable {
        package var rating: Int
        package var time: Double
    }

    /// A card's state after one review, as the reference implementation names its fields.
    package struct State: Codable, Sendable, Equatable {
        package var state: String
        package var step: Int
        package var stability: Double
        package var difficulty: Double
        /// When the card is next due, in seconds since 1970.
        package var due: Double
    }

    /// The settings to schedule with; fuzz off unless they say otherwise.
    package var parameters: FSRSParameters
    /// Each card's reviews, oldest first; the card is new before its first.
    package var sequences: [[Review]]

    /// Why a replay cannot be run.
    package struct Problem: Error {
        package var message: String
    }

    /// Every sequence's states, one after each review.
    package func run() throws(Problem) -> [[State]] {
        let scheduler = FSRSScheduler(parameters: parameters)
        return try sequences.map { reviews throws(Problem) in
            guard let first = reviews.first else { return [] }
            var card = CardMemory(due: Date(timeIntervalSince1970: first.time))
            return try reviews.map { review throws(Problem) in
                guard let rating = Rating(rawValue: review.rating) else {
                    throw Problem(message: "a rating is 1 to 4, not \(review.rating)")
                }
                card = scheduler.review(card, rating: rating, at: Date(timeIntervalSince1970: review.time))
                return State(
                    state: card.state.rawValue, step: card.step, stability: card.stability, difficulty: card.difficulty,
                    due: card.due.timeIntervalSince1970)
            }
        }
    }
}
