import SwiftToolchain
import TutorBase
import TutorSystem

/// The one way forward through a lesson: the first step not done, in order, the stage to
/// stand on there, and what to do at it.
///
/// Every "Next:" line, the welcome, `open`, `next`, `lessons`, `steps` and the prompt read
/// it from `Lesson.wayForward(in:)`, so that no two of them name different places.
package struct WayForward: Equatable, Sendable {
    /// What the learner does at the place.
    package enum Action: Equatable, Sendable {
        /// Write the step's exercise (`edit`, then `check`).
        case write
        /// Run the stage: a step with nothing to write is done when every stage ran and matched.
        case run
    }

    /// The step's number.
    package var step: Int
    /// Where to stand: the exercise's page, or the step's first stage not yet run and matched.
    package var stage: StageID
    package var action: Action
}

extension Lesson {
    /// The first step not done and what to do there; nil when every step is done.
    ///
    /// At an exercise the learner stands anywhere in its step (its stages are one page until
    /// it passes), so the saved stage is kept when it is inside that step.
    package func wayForward(in record: Progress.LessonProgress) -> WayForward? {
        guard let step = firstStepNotDone(in: record), let first = step.stages.first else { return nil }
        if step.exercise != nil {
            let saved = record.position.flatMap { $0.step == step.number && stage($0) != nil ? $0 : nil }
            return WayForward(step: step.number, stage: saved ?? first.id, action: .write)
        }
        let unrun = step.stages.first { !record.passed.contains($0.id) } ?? first
        return WayForward(step: step.number, stage: unrun.id, action: .run)
    }

    /// Where "welcome back" and `open` put the learner: the way forward; when every step is
    /// done, where they left (or the start).
    package func resumeStage(in record: Progress.LessonProgress) -> StageID? {
        wayForward(in: record)?.stage ?? resumePosition(record.position)
    }

    /// Whether `step`'s page shows the problem instead of the change: an exercise the
    /// learner's own code has not passed (or passed before the lesson changed it).
    package func hidesChange(of step: Step, in record: Progress.LessonProgress) -> Bool {
        step.exercise != nil && state(of: step, in: record) != .done
    }

    /// What the page of `stage` itself asks: to write its exercise when it is not passed, to
    /// run a stage with nothing to write that has not matched; nil when it asks nothing more
    /// (the way forward is then elsewhere).
    package func action(at stage: Stage, in record: Progress.LessonProgress) -> WayForward.Action? {
        guard let step = step(stage.id.step) else { return nil }
        if hidesChange(of: step, in: record) { return .write }
        if step.exercise == nil, !record.passed.contains(stage.id) { return .run }
        return nil
    }

    /// The page `next` goes to from `position`: the next stage, except that an exercise is one
    /// page (its problem until it passes; then `show` gives every stage), so from it `next`
    /// goes to the following step.
    package func page(after position: StageID) -> Stage? {
        guard step(position.step)?.exercise != nil else { return stage(after: position) }
        return steps.first { $0.number > position.step }?.stages.first
    }

    /// The page `back` goes to from `position`: the stage before, or, when that is inside an
    /// exercise, that exercise's page (its first stage).
    package func page(before position: StageID) -> Stage? {
        let start = step(position.step).flatMap { $0.exercise != nil ? $0.stages.first?.id : nil } ?? position
        guard let previous = stage(before: start) else { return nil }
        guard let step = step(previous.id.step), step.exercise != nil else { return previous }
        return step.stages.first
    }
}

extension Lesson {
    /// The saved position if the lesson still has it, else the lesson's first stage.
    package func resumePosition(_ saved: StageID?) -> StageID? {
        if let saved, stage(saved) != nil { return saved }
        return stages.first?.id
    }
}
