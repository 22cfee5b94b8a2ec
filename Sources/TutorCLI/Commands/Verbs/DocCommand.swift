import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `doc`: the JSON document the stage reads.
struct DocCommand: StageFileCommand {
    static let declaration = CommandDeclaration(
        verb: "doc", arguments: CommandArgument.stage, availability: .promptOnly,
        summary: "Print the JSON document a stage reads.",
        section: .learn)

    let lesson: Lesson
    let stage: Stage

    /// A document can be longer than the screen.
    static let paged = true

    static func files(of stage: Stage) -> [URL] { stage.document.map { [$0] } ?? [] }

    static func missing(in stage: Stage) -> CommandFailure {
        CommandFailure("Stage \(stage.id) reads no document: its JSON is in run().")
    }
}
