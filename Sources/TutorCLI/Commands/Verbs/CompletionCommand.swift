import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `completion bash|zsh|fish`: the script that gives a shell Tab completion for
/// `codable-tutor`. Each script asks the tutor itself (`completion --line`, hidden), which
/// answers with the completer its own prompt's Tab uses, read from the command declarations:
/// the shell and the prompt never disagree, and a new command or option needs no script edit.
struct CompletionCommand: Command {
    /// The shells a script is written for.
    static let shells = ["bash", "zsh", "fish"]

    static let declaration = CommandDeclaration(
        verb: "completion", arguments: [CommandArgument("<shell>", .text, .optional)],
        options: [.line],
        summary: "Print Tab completion for bash, zsh or fish.",
        details:
            """
            The script asks the tutor what may come next, so your shell completes commands, lessons, steps, option \
            values and file names exactly as the tutor's prompt does. For bash, add `source <(codable-tutor \
            completion bash)` to ~/.bashrc; for zsh, `source <(codable-tutor completion zsh)` after compinit in \
            ~/.zshrc; for fish, `codable-tutor completion fish > ~/.config/fish/completions/codable-tutor.fish`.
            """,
        section: .tutor, example: "completion bash")

    enum Request {
        case script(String)
        /// The candidates for the last word of a command line typed up to the cursor.
        case candidates(line: String)
    }

    let request: Request

    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        if let line = words.value(.line) {
            request = .candidates(line: line)
            return
        }
        guard let shell = words.words.first else {
            throw CommandFailure(
                "`completion` needs a shell: bash, zsh or fish.", hint: "For example: `codable-tutor completion bash`.")
        }
        guard Self.shells.contains(shell) else {
            throw CommandFailure(
                """
                There is no completion for `\(TerminalText.escaped(shell, limit: 40))`: the shells are bash, zsh and \
                fish.
                """,
                hint: "For example: `codable-tutor completion bash`.")
        }
        request = .script(shell)
    }

    func perform(in session: CommandSession) -> ExitStatus {
        switch request {
        case .script(let shell):
            session.say(CompletionScript.text(for: shell))
        case .candidates(let line):
            let candidates = Self.candidates(forCommandLine: line, at: .commandLine(session.catalogue))
            if !candidates.isEmpty { session.say(candidates.joined(separator: "\n")) }
        }
        return .success
    }

    /// What Tab offers for the last word of `line`, a shell's command line up to the cursor:
    /// its first word (the program, as typed) is left out, and the rest is read as the
    /// tutor's prompt reads a line.
    static func candidates(forCommandLine line: String, at place: CommandPlace) -> [String] {
        let trimmed = line.drop(while: \.isWhitespace)
        guard let end = trimmed.firstIndex(where: \.isWhitespace) else { return [] }
        let rest = String(trimmed[end...].drop(while: \.isWhitespace))
        return CommandRegistry.completions(beforeCursor: rest, at: place)
    }
}

extension CommandOption {
    /// `completion --line <text>`: the candidates for a command line typed up to the cursor,
    /// what the shells' scripts ask. Not for learners.
    static let line = CommandOption("--line", value: Value("<text>", example: "codable-tutor ru"), hidden: true)
}
