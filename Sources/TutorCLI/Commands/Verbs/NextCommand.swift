import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `next`: the next stage, or the next step after a step's last stage.
struct NextCommand: MoveCommand {
    static let declaration = CommandDeclaration(
        verb: "next", availability: .promptOnly,
        summary: "Go to the next stage (the next step after a step's last stage).",
        details: "A step you write is one page, so from it `next` goes on to the step after.",
        section: .findYourWay)
    static let forward = true
}
