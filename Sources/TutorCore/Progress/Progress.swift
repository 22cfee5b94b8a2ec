import Foundation

/// What the tutor remembers about a learner: where they are, which stages matched, and how
/// well they know each flash card.
public struct Progress: Codable, Equatable, Sendable {
    /// Per lesson: the stage last shown, and the stages whose run matched the lesson.
    public struct LessonProgress: Codable, Equatable, Sendable {
        public var position: StageID?
        public var passed: Set<StageID> = []
        /// Edge cases the learner has worked through, by folder name.
        public var edgeCasesSeen: Set<String> = []

        public init(position: StageID? = nil, passed: Set<StageID> = []) {
            self.position = position
            self.passed = passed
        }

        public init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            position = try values.decodeIfPresent(StageID.self, forKey: .position)
            passed = try values.decodeIfPresent(Set<StageID>.self, forKey: .passed) ?? []
            edgeCasesSeen = try values.decodeIfPresent(Set<String>.self, forKey: .edgeCasesSeen) ?? []
        }
    }

    /// One grade given to one card, as an earlier tutor kept it in this file; read only to be
    /// moved to the review log (`ReviewLog`).
    public struct Review: Codable, Equatable, Sendable, Hashable {
        public var lesson: String
        public var card: String
        public var rating: Rating
        public var date: Date
        /// The card's state before this review (`review` reviews count toward retention).
        public var stateBefore: CardState
    }

    /// The format's version, so that a later tutor can read an earlier file.
    public var version = 1
    /// The lesson the learner had open last.
    public var currentLesson: String?
    public var lessons: [String: LessonProgress] = [:]
    /// Per lesson, per card (its id as text; a folder name in earlier files): the scheduler's
    /// memory of it. `memory(of:in:)` finds either.
    public var cards: [String: [String: CardMemory]] = [:]
    /// Reviews an earlier tutor kept here; the tutor moves them to the review log at start.
    public var reviews: [Review] = []

    public init() {}

    // Written by hand so that a file from an earlier version, without the newer keys, still
    // reads: a default value is never a fallback for a missing key in synthesized code.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        version = try values.decodeIfPresent(Int.self, forKey: .version) ?? 1
        currentLesson = try values.decodeIfPresent(String.self, forKey: .currentLesson)
        lessons = try values.decodeIfPresent([String: LessonProgress].self, forKey: .lessons) ?? [:]
        cards = try values.decodeIfPresent([String: [String: CardMemory]].self, forKey: .cards) ?? [:]
        reviews = try values.decodeIfPresent([Review].self, forKey: .reviews) ?? []
    }

    /// The learner's record for a lesson, empty when they never opened it.
    public func lesson(_ name: String) -> LessonProgress {
        lessons[name] ?? LessonProgress()
    }

    /// Combines what another tutor saved (`self`) with this tutor's `changes`, losing neither:
    /// passed stages and seen edge cases are united, and for each card the
    /// memory with the later review wins.
    func merged(with changes: Progress) -> Progress {
        var result = self
        result.currentLesson = changes.currentLesson ?? currentLesson
        for (name, mine) in changes.lessons {
            var record = result.lessons[name] ?? LessonProgress()
            record.position = mine.position ?? record.position
            record.passed.formUnion(mine.passed)
            record.edgeCasesSeen.formUnion(mine.edgeCasesSeen)
            result.lessons[name] = record
        }
        for (lesson, memories) in changes.cards {
            for (card, memory) in memories {
                let theirs = result.cards[lesson]?[card]
                if theirs == nil || (memory.lastReview ?? .distantPast) >= (theirs?.lastReview ?? .distantPast) {
                    result.cards[lesson, default: [:]][card] = memory
                }
            }
        }
        // Reviews live in the review log (`ReviewLog`); this field only carries those an earlier
        // tutor wrote here until this tutor has moved them there, so the saver's copy wins.
        result.reviews = changes.reviews
        return result
    }
}
