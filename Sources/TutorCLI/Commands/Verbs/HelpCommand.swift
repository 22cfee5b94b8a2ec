import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `help [<command>]`: every command with its sentence, or one command in full.
struct HelpCommand: Command {
    /// `--help` and `-h`: help as an option, alone or after any verb (`run --help`).
    static let flags = ["--help", "-h"]

    static let declaration = CommandDeclaration(
        verb: "help", aliases: ["?"] + flags, arguments: [CommandArgument("<command>", .command, .optional)],
        summary: "List the commands, or explain one.",
        section: .tutor, example: "help run")

    let entry: CommandDeclaration?

    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        guard let verb = words.words.first else {
            entry = nil
            return
        }
        guard let found = CommandRegistry.command(named: verb)?.declaration else {
            throw CommandRegistry.unknown(verb, at: place)
        }
        entry = found
    }

    func perform(in session: CommandSession) -> ExitStatus {
        let onCommandLine = session.prompt == nil
        let facts = HelpFacts(catalogue: session.catalogue)
        let width = session.screen.width
        // Through the pager when it is taller than the terminal, as `doc` is: the list of
        // commands at the prompt is longer than a small terminal.
        if let entry {
            session.page(entry.text(onCommandLine: onCommandLine, facts: facts, width: width))
        } else {
            session.page(
                onCommandLine
                    ? CommandDeclaration.commandLine(width: width, facts: facts)
                    : CommandDeclaration.repl(width: width, facts: facts))
        }
        return .success
    }
}
