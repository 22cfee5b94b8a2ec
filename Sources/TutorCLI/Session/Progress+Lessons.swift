import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// How far the learner has come in a lesson and its steps, read from their progress: what
/// `lessons`, the step list and the end of a lesson say.
extension Progress {
    /// How much of a step the learner has run and seen match.
    package enum StepRun: String, Codable, Sendable {
        /// Every stage of the step.
        case all
        /// Some of its stages.
        case some
        /// None yet.
        case none
    }

    /// How many of `lesson`'s stages have been run and matched.
    package func passedStages(of lesson: Lesson) -> Int {
        let passed = self.lesson(lesson.name).passed
        return lesson.stages.filter { passed.contains($0.id) }.count
    }

    /// Whether every step of `lesson` is done (`Lesson.wayForward(in:)` has nowhere to go).
    package func hasFinished(_ lesson: Lesson) -> Bool {
        !lesson.steps.isEmpty && lesson.wayForward(in: self.lesson(lesson.name)) == nil
    }

    /// How much of `step` has been run and matched.
    package func run(of step: Step, in lesson: Lesson) -> StepRun {
        let passed = self.lesson(lesson.name).passed
        let count = step.stages.filter { passed.contains($0.id) }.count
        if count == 0 { return .none }
        return count == step.stages.count ? .all : .some
    }

    /// The lesson to suggest: `current` while it is unfinished; else the first unfinished
    /// lesson after it in the catalogue's order (then from the start); nil when every lesson
    /// is finished.
    package func lessonToSuggest(in lessons: [Lesson], current: String?) -> Lesson? {
        guard let open = lessons.first(where: { $0.name == current }) else { return lessons.first { !hasFinished($0) } }
        return hasFinished(open) ? lessonAfter(open, in: lessons) : open
    }

    /// The first unfinished lesson after `lesson` in the catalogue's order (then from the
    /// start), never `lesson` itself; nil when the others are all finished.
    package func lessonAfter(_ lesson: Lesson, in lessons: [Lesson]) -> Lesson? {
        let start = lessons.firstIndex { $0.name == lesson.name }.map { $0 + 1 } ?? 0
        let inOrder = lessons[start...] + lessons[..<start]
        return inOrder.first { $0.name != lesson.name && !hasFinished($0) }
    }
}
