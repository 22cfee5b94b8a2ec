/// `step <N>[.<M>]`: a jump to a step (its first stage) or one stage.
struct StepCommand: Command {
    static let help = HelpEntry(verb: "step", usage: "step <N>[.<M>]", commandLine: nil,
        summary: "Jump to a step (its first stage) or a stage.", details: "`step 9.2` or `step coding-keys`.",
        section: .findYourWay, example: "step 9.2")

    let lesson: Lesson
    let stage: Stage

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        let rest = try words.rest(0...2)
        guard rest.count == 1 else { throw UsageError("`step` takes one step, like `step 6` or `step 9.2`.") }
        (lesson, stage) = try place.stage(rest)
    }

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        place.stageCompletions(after: before, lessonsToo: false)
    }

    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        try session.atPrompt("step").move(to: stage, in: lesson, withStepProse: stage.id.stage == 1)
        return .success
    }
}
