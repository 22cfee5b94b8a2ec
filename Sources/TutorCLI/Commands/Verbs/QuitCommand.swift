import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `quit`: leaves the prompt; the place was saved at every move.
struct QuitCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "quit", aliases: ["exit", "q"], availability: .promptOnly,
        summary: "Leave the tutor (Ctrl-D does the same). Each move saves your place as it happens.",
        section: .tutor)

    init(_ words: ParsedWords, at place: CommandPlace) {}

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        _ = try session.atPrompt(Self.verb)
        session.say(session.book.farewell)
        session.leaving = true
        return .success
    }
}
