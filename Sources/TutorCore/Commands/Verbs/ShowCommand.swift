/// `show [<lesson> <step>]`: a step's prose and its model, the changed lines marked. It only
/// shows: the learner's place at the prompt moves with `step`, `next` and `back`.
struct ShowCommand: Command {
    static let declaration = CommandDeclaration(verb: "show", arguments: CommandArgument.stage,
        summary: "Show a step: its prose and its model, changed lines marked.",
        details: "A step is a number (6), a slug (dates), or one stage (9.2). In the REPL, `show` alone means the current stage; showing a step does not move you there (`step` does).",
        section: .learn, example: "show 6", commandLineExample: "show {lesson} 6")

    let lesson: Lesson
    let stages: [Stage]

    init(_ words: ParsedWords, at place: CommandPlace) throws(UsageError) {
        (lesson, stages) = try place.stages(words.words)
    }

    /// Prints the stages; at the prompt the learner's place stays where it is (`step` moves it).
    func perform(in session: CommandSession) -> ExitStatus {
        let view = StageView(width: session.screen.width)
        let shown = stages.enumerated().map { index, stage in
            view.render(stage, in: lesson, heading: index == 0 ? .positionAndProse : .none)
        }
        session.page(shown.joined(separator: "\n\n"))
        session.book.markRead(step: stages[0].id.step, in: lesson.name)
        let named = stages.count == 1 ? stages[0].id.description : String(stages[0].id.step)
        let next = session.next
        let writes = lesson.step(stages[0].id.step)?.exercise != nil
        var sentence = writes
            ? "your turn: \(next.command("edit", lesson, String(stages[0].id.step))) to write it yourself, or \(next.command("run", lesson, named)) to run the lesson's"
            : "\(next.command("run", lesson, named)) compiles and runs it"
        if let current = next.place.current, current.lesson.name == lesson.name, current.position != stages[0].id,
            let step = next.promptCommand("step \(named)")
        {
            sentence += "; \(step) takes you there"
        }
        session.say("")
        session.screen.sayLine(next.line(sentence + "."))
        return .success
    }
}
