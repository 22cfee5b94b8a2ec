/// `back`: the stage before.
struct BackCommand: Command {
    static let help = HelpEntry(verb: "back", usage: "back", commandLine: nil, summary: "Go back one stage.")

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        _ = try words.rest(0...0)
    }

    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        try session.atPrompt("back").step(forward: false)
        return .success
    }
}
