import Foundation

/// `doc`: the JSON document the stage reads.
struct DocCommand: StageFileCommand {
    static let help = HelpEntry(verb: "doc", usage: "doc", commandLine: nil,
        summary: "Print the JSON document the current stage reads.",
        section: .learn, example: "doc")

    let lesson: Lesson
    let stage: Stage

    static func file(of stage: Stage) -> URL? { stage.document }

    /// A document can be longer than the screen: on a terminal it goes through the pager.
    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        guard let file = Self.file(of: stage) else { throw Self.missing(in: stage) }
        session.page((try? String(contentsOf: file, encoding: .utf8)) ?? "")
        return .success
    }

    static func missing(in stage: Stage) -> UsageError {
        UsageError("Stage \(stage.id) reads no document: its JSON is in run().")
    }
}
