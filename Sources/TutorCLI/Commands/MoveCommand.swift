import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `next` or `back`: one stage on or back at the prompt.
protocol MoveCommand: Command {
    init()
    static var forward: Bool { get }
}

extension MoveCommand {
    init(_ words: ParsedWords, at place: CommandPlace) {
        self.init()
    }

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        try session.atPrompt(Self.declaration.verb).step(forward: Self.forward)
        return .success
    }
}
