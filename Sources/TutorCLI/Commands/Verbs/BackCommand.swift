import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `back`: the stage before.
struct BackCommand: MoveCommand {
    static let declaration = CommandDeclaration(
        verb: "back", availability: .promptOnly, summary: "Go back one stage.",
        section: .findYourWay)
    static let forward = false
}
