import Foundation

/// `doc`: the JSON document the stage reads.
struct DocCommand: StageFileCommand {
    static let help = HelpEntry(verb: "doc", usage: "doc", commandLine: nil,
        summary: "Print the JSON document the current stage reads.",
        section: .learn, example: "doc")

    let lesson: Lesson
    let stage: Stage

    /// A document can be longer than the screen.
    static let paged = true

    static func files(of stage: Stage) -> [URL] { stage.document.map { [$0] } ?? [] }

    static func missing(in stage: Stage) -> UsageError {
        UsageError("Stage \(stage.id) reads no document: its JSON is in run().")
    }
}
