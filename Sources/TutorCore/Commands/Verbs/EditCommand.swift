/// `edit`: the learner's own copy of the stage's model in their editor, checked when it closes.
struct EditCommand: StageCommand {
    static let help = HelpEntry(verb: "edit", usage: "edit", commandLine: nil,
        summary: "Edit your own copy of this stage's model ($VISUAL, $EDITOR), then check it.",
        details: "Your copy is kept per lesson and stage under the tutor's state folder, started from the stage's model the first time; nothing you write there is ever overwritten.",
        section: .yourModel, example: "edit")

    let lesson: Lesson
    let stage: Stage

    func perform(in session: CommandSession) -> ExitStatus {
        let tutor = session.tutor
        return tutor.edit(stage: stage, of: lesson, launcher: tutor.runner.launcher, cancellation: session.cancellation)
    }
}
