import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// What the tutor remembers about a learner: where they are, which stages matched, and how
/// well they know each flash card.
package struct Progress: Codable, Equatable, Sendable {
    /// Per lesson: the stage last shown, and the stages whose run matched the lesson.
    package struct LessonProgress: Codable, Equatable, Sendable {
        /// The stage last shown. It changes only by `move(to:at:)`, stamped, so that merging
        /// two tutors' saves keeps the place moved to last, not the place saved last (a stale
        /// second REPL would otherwise win).
        package fileprivate(set) var position: StageID?
        /// When `position` was last set; nil in files from before it was kept.
        package var positionChanged: Date?
        package var passed: Set<StageID> = []
        /// Edge cases the learner has worked through, by folder name.
        package var edgeCasesSeen: Set<String> = []
        /// Steps the learner has shown or run, by number.
        package var stepsRead: Set<Int> = []
        /// Per step number (as text), the learner's work on its exercise.
        package var exercises: [String: ExerciseRecord] = [:]
        /// Per step number (as text), the learner's interview drills of it (`drill`), oldest first.
        package var drills: [String: [DrillAttempt]] = [:]

        package init(position: StageID? = nil, passed: Set<StageID> = []) {
            (self.position, self.passed) = (position, passed)
        }

        // Each field decodes on its own: a damaged one is dropped (and told), not the lesson.
        package init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            position = try values.salvage(StageID.self, forKey: .position)
            positionChanged = try values.salvage(Date.self, forKey: .positionChanged)
            passed = Set(try values.salvageEach([StageID].self, forKey: .passed) ?? [])
            edgeCasesSeen = Set(try values.salvageEach([String].self, forKey: .edgeCasesSeen) ?? [])
            stepsRead = Set(try values.salvageEach([Int].self, forKey: .stepsRead) ?? [])
            let records = try values.salvage([String: Salvaged<ExerciseRecord>].self, forKey: .exercises) ?? [:]
            exercises = records.compactMapValues(\.value)
            let drillLists =
                try values.salvage([String: Salvaged<[Salvaged<DrillAttempt>]>].self, forKey: .drills) ?? [:]
            drills = drillLists.compactMapValues { $0.value?.compactMap(\.value) }
        }

        /// The learner's place moved to `stage` at `now`.
        package mutating func move(to stage: StageID, at now: Date) {
            position = stage
            positionChanged = now
        }

        /// The learner's record for step `number`'s exercise.
        package func exercise(_ number: Int) -> ExerciseRecord {
            exercises[String(number)] ?? ExerciseRecord()
        }
    }

    /// One grade given to one card, as an earlier tutor kept it in this file; read only to be
    /// moved to the review log (`ReviewLog`).
    package struct Review: Codable, Equatable, Sendable, Hashable {
        package var lesson: String
        package var card: String
        package var rating: Rating
        package var date: Date
        /// The card's state before this review (`review` reviews count toward retention).
        package var stateBefore: CardState
    }

    /// The format's version, so that a later tutor can read an earlier file.
    package var version = 1
    /// The lesson the learner had open last. It changes only by `makeCurrent(_:at:)`, stamped
    /// as a position is.
    package private(set) var currentLesson: String?
    /// When `currentLesson` was last set; nil in files from before it was kept.
    package var currentLessonChanged: Date?
    package var lessons: [String: LessonProgress] = [:]
    /// Per lesson, per card (its id as text; a folder name in earlier files): the scheduler's
    /// memory of it. `memory(of:in:)` finds either.
    package var cards: [String: [String: CardMemory]] = [:]
    /// Reviews an earlier tutor kept here; the tutor moves them to the review log at start.
    package var reviews: [Review] = []
    /// The learner's retention target and weights (`cards --retention`, `--parameters`); nil
    /// until one is set, so files that never had them stay as they were.
    package var scheduling: SchedulingSettings?

    package init() {}

    /// `lesson` made the one the learner has open, at `now`.
    package mutating func makeCurrent(_ lesson: String, at now: Date) {
        currentLesson = lesson
        currentLessonChanged = now
    }

    // Written by hand so that a file from an earlier version, without the newer keys, still
    // reads: a default value is never a fallback for a missing key in synthesized code. Every
    // part decodes on its own, so one damaged value costs only itself (`ProgressRepairs`).
    package init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        version = try values.salvage(Int.self, forKey: .version) ?? 1
        currentLesson = try values.salvage(String.self, forKey: .currentLesson)
        currentLessonChanged = try values.salvage(Date.self, forKey: .currentLessonChanged)
        lessons = try values.salvageEach([String: LessonProgress].self, forKey: .lessons) ?? [:]
        let cardsByLesson =
            try values.salvage([String: Salvaged<[String: Salvaged<CardMemory>]>].self, forKey: .cards) ?? [:]
        cards = cardsByLesson.compactMapValues { $0.value?.compactMapValues(\.value) }
        reviews = try values.salvageEach([Review].self, forKey: .reviews) ?? []
        scheduling = try values.salvage(SchedulingSettings.self, forKey: .scheduling)
    }

    /// The learner's record for a lesson, empty when they never opened it.
    package func lesson(_ name: String) -> LessonProgress {
        lessons[name] ?? LessonProgress()
    }

    /// Combines what another tutor saved (`self`) with this tutor's `changes`, losing neither:
    /// passed stages and seen edge cases are united, for each card the memory with the later
    /// review wins, and for the current lesson and each position the one set later wins.
    package func merged(with changes: Progress) -> Progress {
        var result = self
        if let lesson = changes.currentLesson, Self.isLater(changes.currentLessonChanged, than: currentLessonChanged) {
            result.currentLesson = lesson
            result.currentLessonChanged = changes.currentLessonChanged
        }
        for (name, mine) in changes.lessons {
            var record = result.lessons[name] ?? LessonProgress()
            if let position = mine.position,
                record.position == nil || Self.isLater(mine.positionChanged, than: record.positionChanged)
            {
                record.position = position
                record.positionChanged = mine.positionChanged
            }
            record.passed.formUnion(mine.passed)
            record.edgeCasesSeen.formUnion(mine.edgeCasesSeen)
            record.stepsRead.formUnion(mine.stepsRead)
            for (step, work) in mine.exercises
            where record.exercises[step] == nil || Self.isLater(work.changed, than: record.exercises[step]?.changed) {
                record.exercises[step] = work
            }
            record.drills = LessonProgress.mergedDrills(record.drills, mine.drills)
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
        if let mine = changes.scheduling {
            let merged = (scheduling ?? SchedulingSettings()).merged(with: mine)
            result.scheduling = merged.isEmpty ? nil : merged
        }
        return result
    }

    /// Whether a change stamped `mine` should win over one stamped `theirs`: the later wins,
    /// a tie goes to this tutor, and an unstamped change (an older file) loses to a stamped one.
    package static func isLater(_ mine: Date?, than theirs: Date?) -> Bool {
        (mine ?? .distantPast) >= (theirs ?? .distantPast)
    }
}
