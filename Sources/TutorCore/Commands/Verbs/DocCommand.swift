/// `doc`: the JSON document the stage reads.
struct DocCommand: StageCommand {
    static let help = HelpEntry(verb: "doc", usage: "doc", commandLine: nil,
        summary: "Print the JSON document the current stage reads.")

    let lesson: Lesson
    let stage: Stage

    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        guard let document = stage.document else { throw UsageError("Stage \(stage.id) reads no document: its JSON is in run().") }
        session.sayContents(of: document)
        return .success
    }
}
