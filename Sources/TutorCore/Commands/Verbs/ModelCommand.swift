/// `model`: the stage's model.swift, plain, for copying.
struct ModelCommand: StageCommand {
    static let help = HelpEntry(verb: "model", usage: "model", commandLine: nil,
        summary: "Print the current stage's model.swift, plain, for copying.")

    let lesson: Lesson
    let stage: Stage

    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        guard let model = stage.modelFile else { throw UsageError("Stage \(stage.id) has no model yet: it is all in run().") }
        session.sayContents(of: model)
        return .success
    }
}
