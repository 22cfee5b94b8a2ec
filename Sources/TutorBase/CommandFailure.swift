/// Why a command stopped, as every command throws it: a sentence, what to do next, and the
/// exit status its kind ends with (typed wrong: 2, could not be done: 1).
///
/// The registry renders it once, as text on standard error or as JSON, the way
/// argument-parser's `MessageInfo` renders every error; a command never prints its own.
package struct CommandFailure: Failure, Equatable, Sendable {
    package var message: String
    /// The likely command the learner meant, what to change, or where to read more.
    package var hint: String?
    package var exitStatus: ExitStatus
    /// True when the hint is text to show as written (a compiler's messages, with their
    /// source lines), never re-flowed to the terminal's width.
    package var hintAsWritten = false

    /// A command typed wrong (exit status 2), or, with `status`, one that could not be done.
    package init(_ message: String, hint: String? = nil, status: ExitStatus = .usage) {
        self.message = message
        self.hint = hint
        exitStatus = status
    }

    /// A command typed right that could not be carried out (exit status 1): no editor, a
    /// folder in the way, a file that could not be written.
    package static func notDone(_ message: String, hint: String? = nil) -> CommandFailure {
        CommandFailure(message, hint: hint, status: .failed)
    }

    /// Another failure (a compile that could not run, say) as the reason a command stopped,
    /// with the not-done status (1); `lead` goes before its message (a line break after `^C`).
    package init(reporting failure: any Failure, lead: String = "") {
        self.init(lead + failure.message, hint: failure.hint, status: .failed)
    }

    /// The failure as the learner reads it, each line of its message and hint wrapped at word
    /// boundaries to `width` (a usage in a hint can be longer than the terminal).
    package func text(width: Int) -> String {
        func wrapped(_ text: String) -> String {
            text.components(separatedBy: "\n").map { TextLayout.line($0, width: width, hanging: "") }.joined(
                separator: "\n")
        }
        return ([wrapped(message)] + (hint.map { [hintAsWritten ? $0 : wrapped($0)] } ?? [])).joined(separator: "\n")
    }

    /// Whether the command was typed wrong, as a JSON report names it.
    package var isUsage: Bool { exitStatus == .usage }
}
