/// `help [<command>]`: every command with its sentence, or one command in full.
struct HelpCommand: Command {
    static let declaration = CommandDeclaration(verb: "help", aliases: ["?", "--help", "-h"], arguments: [CommandArgument("<command>", .command, .optional)],
        summary: "List the commands, or explain one.",
        section: .tutor, example: "help run")

    let entry: CommandDeclaration?

    init(_ words: ParsedWords, at place: CommandPlace) throws(UsageError) {
        guard let verb = words.words.first else {
            entry = nil
            return
        }
        guard let found = CommandRegistry.command(named: verb)?.declaration else { throw CommandRegistry.unknown(verb, at: place) }
        entry = found
    }

    func perform(in session: CommandSession) -> ExitStatus {
        let onCommandLine = session.prompt == nil
        let facts = HelpFacts(catalogue: session.catalogue)
        let width = session.screen.width
        if let entry {
            session.say(entry.text(onCommandLine: onCommandLine, facts: facts, width: width))
        } else {
            session.say(onCommandLine ? CommandDeclaration.commandLine(width: width, facts: facts) : CommandDeclaration.repl(width: width, facts: facts))
        }
        return .success
    }
}
