/// `next`: the next stage, or the next step after a step's last stage.
struct NextCommand: Command {
    static let help = HelpEntry(verb: "next", usage: "next", commandLine: nil,
        summary: "Go to the next stage (the next step after a step's last stage).")

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        _ = try words.rest(0...0)
    }

    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        try session.atPrompt("next").step(forward: true)
        return .success
    }
}
