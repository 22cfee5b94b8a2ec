import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// A command about one step's exercise: `edit`, `hint`, `solution`, `reset`. At the prompt it
/// means the current step unless one is named; on the command line a lesson and a step are named.
protocol ExerciseCommand: Command {
    init(lesson: Lesson, step: Step)
}

extension ExerciseCommand {
    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        let (lesson, stage) = try place.stage(words.words)
        let step = try Self.exerciseStep(stage.id.step, of: lesson, atPrompt: place.atPrompt)
        self.init(lesson: lesson, step: step)
    }

    /// The step, when it asks the learner to write something; else why not and where to go.
    static func exerciseStep(_ number: Int, of lesson: Lesson, atPrompt: Bool) throws(CommandFailure) -> Step {
        guard let step = lesson.step(number) else { throw CommandFailure("\(lesson.title) has no such step.") }
        if step.exercise != nil { return step }
        let prefix = atPrompt ? "" : "codable-tutor "
        let next = lesson.exerciseSteps.first { $0.number > step.number } ?? lesson.exerciseSteps.last
        throw CommandFailure(
            """
            Step \(step.number) of \(lesson.name) has nothing for you to write: read it and run it (`\(prefix)run \
            \(lesson.name) \(step.number)`).
            """,
            hint: next.map {
                "The next step you write is \($0.number): `\(prefix)\(declaration.verb) \(lesson.name) \($0.number)`."
            })
    }
}

extension CommandSession {
    /// The learner's copy of `step`'s exercise under this session's home.
    func exerciseCopy(of step: Step, in lesson: Lesson) -> ExerciseCopy? {
        ExerciseCopy(lesson: lesson, step: step, home: home)
    }

    /// The learner's copy of the exercise of `stage`'s step, its missing files made from the
    /// start, with the stage it is checked against: what `check` and `watch` without a file
    /// take. A step with nothing to write is refused with where to go instead.
    func madeExerciseCopy(for stage: Stage, in lesson: Lesson) throws(CommandFailure) -> (
        copy: ExerciseCopy, target: Stage, files: [URL]
    ) {
        let step = try EditCommand.exerciseStep(stage.id.step, of: lesson, atPrompt: prompt != nil)
        guard let copy = exerciseCopy(of: step, in: lesson), let target = copy.target else {
            throw CommandFailure("Step \(step.number) has no stage to check against.")
        }
        do {
            return (copy, target, try copy.make())
        } catch {
            throw CommandFailure("Your copy of step \(step.number) could not be made: \(error.localizedDescription)")
        }
    }
}
