import Foundation

/// What the scheduler remembers about one card: its FSRS memory state and when it is due.
///
/// A plain value, so a review returns a new one and the caller decides when to save it;
/// `Codable` so the tutor can keep all card states in a JSON file.
public struct CardMemory: Sendable, Codable, Hashable {
    /// Which part of the learning cycle the card is in.
    public var state: CardState
    /// The index of the current (re)learning step. Only meaningful in `learning` and
    /// `relearning`; it is 0 otherwise so a saved file never carries a stale step.
    public var step: Int
    /// Days until the chance of recalling the card falls to 90 %. 0 while `new`.
    public var stability: Double
    /// How hard the card is to raise in stability, from 1 (easy) to 10 (hard). 0 while `new`.
    public var difficulty: Double
    /// When the card should next be reviewed.
    public var due: Date
    /// When the card was last reviewed; `nil` for a card never reviewed.
    public var lastReview: Date?
    /// How many times the card has been reviewed.
    public var reps: Int
    /// How many times the card was forgotten after it had graduated to `review`.
    public var lapses: Int

    /// A card never reviewed, due at `due` — usually the moment it was added, so it is due now.
    public init(due: Date) {
        self.init(
            state: .new, step: 0, stability: 0, difficulty: 0,
            due: due, lastReview: nil, reps: 0, lapses: 0
        )
    }

    /// A card with every field given, for restoring one from elsewhere or for tests.
    public init(
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

    /// Whether the card should be shown at `now`.
    public func isDue(at now: Date) -> Bool {
        due <= now
    }

    /// The scheduled gap between the last review and the due date, in whole days (rounded
    /// down), as py-fsrs's and ts-fsrs's reference tests count it; 0 for a new card.
    public var scheduledDays: Int {
        guard let lastReview else { return 0 }
        return FSRSScheduler.wholeDays(from: lastReview, to: due)
    }
}
