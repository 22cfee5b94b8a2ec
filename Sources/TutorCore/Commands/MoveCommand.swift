/// `next` or `back`: one stage on or back at the prompt.
protocol MoveCommand: Command {
    init()
    static var forward: Bool { get }
}

extension MoveCommand {
    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        _ = try words.rest(0...0)
        self.init()
    }

    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        try session.atPrompt(Self.help.verb).step(forward: Self.forward)
        return .success
    }
}
