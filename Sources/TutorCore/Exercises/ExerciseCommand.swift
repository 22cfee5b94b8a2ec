import Foundation

/// A command about one step's exercise: `edit`, `hint`, `solution`, `reset`. At the prompt it
/// means the current step unless one is named; on the command line a lesson and a step are named.
protocol ExerciseCommand: Command {
    init(lesson: Lesson, step: Step)
}

extension ExerciseCommand {
    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        let (lesson, stage) = try place.stage(words.rest(place.atPrompt ? 0...2 : 2...2))
        let step = try Self.exerciseStep(lesson.steps.first { $0.number == stage.id.step }, of: lesson, atPrompt: place.atPrompt)
        self.init(lesson: lesson, step: step)
    }

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        place.stageCompletions(after: before)
    }

    /// The step, when it asks the learner to write something; else why not and where to go.
    static func exerciseStep(_ step: Step?, of lesson: Lesson, atPrompt: Bool) throws(UsageError) -> Step {
        guard let step else { throw UsageError("\(lesson.title) has no such step.") }
        if step.exercise != nil { return step }
        let prefix = atPrompt ? "" : "codable-tutor "
        let next = lesson.exerciseSteps.first { $0.number > step.number } ?? lesson.exerciseSteps.last
        throw UsageError("Step \(step.number) of \(lesson.name) has nothing for you to write: read it and run it (`\(prefix)run \(lesson.name) \(step.number)`).",
            hint: next.map { "The next step you write is \($0.number): `\(prefix)\(help.verb) \(lesson.name) \($0.number)`." })
    }
}

extension CommandSession {
    /// The learner's copy of `step`'s exercise under this session's home.
    func exerciseCopy(of step: Step, in lesson: Lesson) -> ExerciseCopy? {
        ExerciseCopy(lesson: lesson, step: step, home: home)
    }
}
