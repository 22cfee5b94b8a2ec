/// `diff`: only what the stage changed since the stage before.
struct DiffCommand: StageCommand {
    static let declaration = CommandDeclaration(verb: "diff", arguments: CommandArgument.stage, availability: .promptOnly,
        summary: "Show only what a stage changed since the stage before.",
        section: .learn, example: "diff")

    let lesson: Lesson
    let stage: Stage

    func perform(in session: CommandSession) -> ExitStatus {
        session.say(StageView(width: session.screen.width).changes(stage, in: lesson))
        return .success
    }
}
