import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// What the scheduler remembers about one card: its FSRS memory state and when it is due.
///
/// A plain value, so a review returns a new one and the caller decides when to save it;
/// `Codable` so the tutor can keep all card states in a JSON file.
package struct CardMemory: Sendable, Codable, Hashable {
    /// Which part of the learning cycle the card is in.
    package var state: CardState
    /// The index of the current (re)learning step. Only meaningful in `learning` and
    /// `relearning`; it is 0 otherwise so a saved file never carries a stale step.
    package var step: Int
    /// Days until the chance of recalling the card falls to 90 %. 0 while `new`.
    package var stability: Double
    /// How hard the card is to raise in stability, from 1 (easy) to 10 (hard). 0 while `new`.
    package var difficulty: Double
    /// When the card should next be reviewed.
    package var due: Date
    /// When the card was last reviewed; `nil` for a card never reviewed.
    package var lastReview: Date?
    /// How many times the card has been reviewed.
    package var reps: Int
    /// How many times the card was forgotten after it had graduated to `review`.
    package var lapses: Int

    /// A card never reviewed, due at `due` — usually the moment it was added, so it is due now.
    package init(due: Date) {
        self.init(
            state: .new, step: 0, stability: 0, difficulty: 0,
            due: due, lastReview: nil, reps: 0, lapses: 0
        )
    }

    /// A card with every field given, for restoring one from elsewhere or for tests.
    package init(
        state: CardState, step: Int, stability: Double, difficulty: Double,
        due: Date, lastReview: Date?, reps: Int, lapses: Int
    ) {
        self.state = state
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
        self.reps = reps
        self.lapses = lapses
    }

    /// Reads a saved memory and puts any impossible value back in range (see `clamped`) as of
    /// the time the decoder's `ProgressRepairs` says the file is read, so a damaged file can
    /// neither crash grading nor lock a card away; what was changed is told to it too.
    package init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let read = CardMemory(
            state: try values.decode(CardState.self, forKey: .state),
            step: try values.decode(Int.self, forKey: .step),
            stability: try values.decode(Double.self, forKey: .stability),
            difficulty: try values.decode(Double.self, forKey: .difficulty),
            due: try values.decode(Date.self, forKey: .due),
            lastReview: try values.decodeIfPresent(Date.self, forKey: .lastReview),
            reps: try values.decode(Int.self, forKey: .reps),
            lapses: try values.decode(Int.self, forKey: .lapses))
        // Without a collector (a plain decoder, no reading's time) the memory is as saved.
        guard let repairs = ProgressRepairs.of(decoder) else {
            self = read
            return
        }
        self = read.clamped(now: repairs.now)
        if self != read {
            repairs.repaired(decoder.codingPath)
        }
    }

    /// The memory with every value within what the scheduler can produce: counts between 0
    /// and a million, stability and difficulty finite and in FSRS's ranges, no review after
    /// `now`, and a due date no further than the longest interval from the last review — a
    /// card due later than that is made due now, so it comes back and is graded afresh.
    package func clamped(now: Date) -> CardMemory {
        var card = self
        let counts = 0...1_000_000
        card.reps = min(max(reps, counts.lowerBound), counts.upperBound)
        card.lapses = min(max(lapses, counts.lowerBound), counts.upperBound)
        card.step = state == .learning || state == .relearning ? min(max(step, 0), 100) : 0
        if state == .new {
            card.stability = stability.isFinite && stability >= 0 ? min(stability, 36_500) : 0
            card.difficulty = difficulty.isFinite && difficulty >= 0 ? min(difficulty, 10) : 0
        } else {
            card.stability = stability.isFinite ? min(max(stability, 0.001), 36_500) : 1
            card.difficulty = difficulty.isFinite ? min(max(difficulty, 1), 10) : 5
        }
        let earliest = Date(timeIntervalSince1970: 0)
        if let last = lastReview, !(earliest...now.addingTimeInterval(86_400)).contains(last) {
            card.lastReview = now
        }
        let latestDue = (card.lastReview ?? now).addingTimeInterval(36_501 * 86_400)
        if !(earliest...latestDue).contains(due) {
            card.due = now
        }
        return card
    }

    /// Whether the card should be shown at `now`.
    package func isDue(at now: Date) -> Bool {
        due <= now
    }
}
