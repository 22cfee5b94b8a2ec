/// `help [<command>]`: every command with its sentence, or one command in full.
struct HelpCommand: Command {
    static let help = HelpEntry(verb: "help", usage: "help [<command>]", commandLine: "help [<command>]",
        summary: "List the commands, or explain one.",
        section: .tutor, example: "help run")
    static let aliases = ["?", "--help", "-h"]

    let entry: HelpEntry?

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        guard let verb = try words.rest(0...1).first else {
            entry = nil
            return
        }
        guard let found = CommandRegistry.command(named: verb)?.help else { throw CommandRegistry.unknown(verb, at: place) }
        entry = found
    }

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        before.isEmpty ? CommandRegistry.all.map { $0.help.verb } : []
    }

    func perform(in session: CommandSession) -> ExitStatus {
        let onCommandLine = session.prompt == nil
        let facts = HelpFacts(catalogue: session.catalogue)
        let width = session.screen.width
        if let entry {
            session.say(entry.text(onCommandLine: onCommandLine, facts: facts, width: width))
        } else {
            session.say(onCommandLine ? HelpEntry.commandLine(width: width, facts: facts) : HelpEntry.repl(width: width, facts: facts))
        }
        return .success
    }
}
