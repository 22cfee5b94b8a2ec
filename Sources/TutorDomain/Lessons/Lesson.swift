import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// One lesson: a title, a summary, and its steps in order. Its flash cards and edge cases are
/// its `Deck`, a value of their own, read when first asked for.
package struct Lesson: Sendable {
    /// The name used on the command line, which is also its folder's name (`postcards`).
    package var name: String
    package var title: String
    package var summary: String
    /// The folder holding the lesson's steps.
    package var folder: URL
    /// The folder holding the lesson's documents (`Content/<name>`).
    package var contentFolder: URL
    /// The document stages read unless they name another (`document:` in `lesson.txt`).
    package var defaultDocument: URL?
    package var steps: [Step]
    /// Where this lesson teaches the fix for each mistake `check` may find (`advice.txt`).
    package var advice: [LessonAdvice] = []
    /// Its place among the lessons (`order:` in `lesson.txt`); nil after those that have one.
    package var order: Int?
    /// Whether the tutor wrote it from a learner's document (`learn --exercise`): the learner
    /// names their types as they like, and its model stays hidden, so a check never compares
    /// the learner's declarations with it by name.
    package var writtenByTutor = false

    /// Every stage of the lesson, in order.
    package var stages: [Stage] {
        steps.flatMap(\.stages)
    }

    /// The step with this number, or whose slug is this.
    package func step(named reference: String) -> Step? {
        if let number = Int(reference) {
            return step(number)
        }
        return steps.first { $0.slug == reference }
    }

    /// The step with this number.
    package func step(_ number: Int) -> Step? {
        steps.first { $0.number == number }
    }

    /// The stage an id names.
    package func stage(_ id: StageID) -> Stage? {
        step(id.step)?.stages.first { $0.id == id }
    }

    /// The stage before `id`, across step boundaries.
    package func stage(before id: StageID) -> Stage? {
        let all = stages
        guard let index = all.firstIndex(where: { $0.id == id }), index > 0 else { return nil }
        return all[index - 1]
    }

    /// The stage after `id`, across step boundaries.
    package func stage(after id: StageID) -> Stage? {
        let all = stages
        guard let index = all.firstIndex(where: { $0.id == id }), index + 1 < all.count else { return nil }
        return all[index + 1]
    }
}

/// One step of a lesson: a title, prose, and one or more stages.
package struct Step: Sendable {
    /// The step's number as in the lesson map (Postcards 0–12, Trips 1–5).
    package var number: Int
    package var slug: String
    package var title: String
    package var prose: String
    package var stages: [Stage]
    /// What the learner writes at this step; nil for a step they read and run.
    package var exercise: Exercise? = nil
}

/// A step and a stage within it, written `9.2`.
package struct StageID: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    package var step: Int
    package var stage: Int

    package init(step: Int, stage: Int) {
        (self.step, self.stage) = (step, stage)
    }

    /// Reads `9.2`; nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let step = Int(parts[0]), let stage = Int(parts[1]), step >= 0, stage >= 1
        else { return nil }
        self.init(step: step, stage: stage)
    }

    package var description: String { "\(step).\(stage)" }

    package static func < (lhs: StageID, rhs: StageID) -> Bool {
        (lhs.step, lhs.stage) < (rhs.step, rhs.stage)
    }

    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let id = StageID(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a stage id: \(text)"))
        }
        self = id
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
