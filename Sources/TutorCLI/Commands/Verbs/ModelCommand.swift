import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `model`: the stage's model, plain, for copying: every file of it, each under a comment
/// naming it, so the whole can be pasted into one file and compiles.
struct ModelCommand: StageFileCommand {
    static let declaration = CommandDeclaration(
        verb: "model", arguments: CommandArgument.stage, availability: .promptOnly,
        summary: "Print a stage's model, every file of it, plain, for copying.",
        section: .learn)

    let lesson: Lesson
    let stage: Stage

    static func files(of stage: Stage) -> [URL] { stage.modelFiles }

    static func missing(in stage: Stage) -> CommandFailure {
        CommandFailure("Stage \(stage.id) has no model yet: it is all in run().")
    }
}
