/// `quit`: leaves the prompt; the place was saved at every move.
struct QuitCommand: Command {
    static let help = HelpEntry(verb: "quit", usage: "quit", commandLine: nil,
        summary: "Leave the tutor (Ctrl-D does the same). Each move saves your place as it happens.",
        section: .tutor, example: "quit")
    static let aliases = ["exit", "q"]

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        _ = try words.rest(0...0)
    }

    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        _ = try session.atPrompt("quit")
        session.say(session.book.farewell)
        session.leaving = true
        return .success
    }
}
