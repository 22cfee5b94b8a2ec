import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `clear`: an empty screen with the prompt at its top, as Ctrl-L gives while typing.
struct ClearCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "clear", availability: .promptOnly,
        summary: "Clear the screen (Ctrl-L does the same while you type).",
        details: "Only the screen is cleared: your place and your history are kept.",
        section: .tutor)

    init(_ words: ParsedWords, at place: CommandPlace) {}

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        // On a pipe the reader has no screen: nothing is written, not even a blank line.
        try session.atPrompt(Self.verb).clearScreen()
        return .success
    }
}
