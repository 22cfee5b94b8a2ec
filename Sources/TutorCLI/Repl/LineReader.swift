import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// What one read at the prompt produced.
package enum LineInput: Equatable, Sendable {
    /// A line the learner entered, without its newline.
    case line(String)
    /// Ctrl-C at the prompt: the line is dropped and the prompt comes again.
    case interrupted
    /// Ctrl-D on an empty line, or the end of piped input.
    case endOfInput
}

/// Reads the learner's commands one line at a time.
///
/// The REPL is given one of these, so it runs the same under a terminal (libedit, in the
/// executable), on a pipe, and in tests with scripted lines.
package protocol LineReader: AnyObject {
    /// Shows `prompt` (when there is somewhere to show it) and reads one line.
    func readLine(prompt: String) -> LineInput
    /// Remembers a command for Up-arrow recall in this session.
    func remember(_ line: String)
    /// A line typed already, or the end of input, without waiting; nil when there is
    /// neither yet. Work that runs until told to stop (`watch`) asks it between looks.
    func lineIfTyped() -> LineInput?
    /// Whether a person types the lines as prompts appear, so that a line typed before its
    /// prompt (the rest of a paste) was not an answer to it. False for a script or a pipe,
    /// whose every line is written ahead on purpose.
    var isInteractive: Bool { get }
    /// Clears the terminal and puts the cursor at its top (`clear`, as Ctrl-L does while a
    /// line is typed). Where there is no terminal it does nothing: a pipe gets no escape codes.
    func clearScreen()
}

extension LineReader {
    /// A reader that cannot look ahead never has a line ready.
    package func lineIfTyped() -> LineInput? { nil }

    /// A reader without a terminal has no screen to clear.
    package func clearScreen() {}

    /// A person types when standard input is a terminal (the line editor reads it).
    package var isInteractive: Bool { Syscalls.isTerminal(STDIN_FILENO) }
}

extension LineReader {
    /// Reads an answer at a prompt inside a command (the quiz's `answer>` and `grade>`, an
    /// edge case's `prediction>`) the way the main prompt reads a command: Ctrl-C clears the
    /// line and the same prompt comes again.
    ///
    /// - Parameter cancellation: the command's Ctrl-C for the work it runs. A Ctrl-C pressed
    ///   before or while the answer was typed was meant for work that is over, or for the
    ///   line: it is forgotten, so it does not stop the compile that judges the answer.
    /// - Parameter interrupted: called at each Ctrl-C before the prompt comes again, to say
    ///   what it did.
    package func answer(prompt: String, forgetting cancellation: Cancellation?, interrupted: () -> Void = {})
        -> LineInput
    {
        while true {
            let input = readLine(prompt: prompt)
            cancellation?.reset()
            if input != .interrupted { return input }
            interrupted()
        }
    }
}

extension LineInput {
    /// Whether the learner typed `quit` (or vi's `:q`), the word that stops a quiz or an edge
    /// case, on any line of an answer.
    package var isQuit: Bool {
        guard case .line(let text) = self else { return false }
        return [QuitCommand.verb, ":q"].contains(text.trimmingCharacters(in: .whitespaces).lowercased())
    }
}

/// Reads plain lines from standard input: no editing, no escape codes, no history.
///
/// It reads the descriptor itself rather than through stdio, so that whether a whole line is
/// already waiting can be answered without blocking (`lineIfTyped`).
package final class PlainLineReader: LineReader {
    private let echo: Bool
    private var input: DescriptorLines

    /// - Parameter echo: print each prompt with the line read after it, so that the output
    ///   of a scripted session reads as a transcript.
    package let isInteractive: Bool

    package init(echo: Bool = true, descriptor: Int32 = 0) {
        self.echo = echo
        input = DescriptorLines(descriptor: descriptor)
        isInteractive = Syscalls.isTerminal(descriptor)
    }

    package func readLine(prompt: String) -> LineInput {
        shown(input.next(waiting: true) ?? .endOfInput, prompt: prompt)
    }

    package func lineIfTyped() -> LineInput? {
        input.next(waiting: false).map { shown($0, prompt: "") }
    }

    private func shown(_ input: LineInput, prompt: String) -> LineInput {
        if echo, case .line(let line) = input, let echoed = Self.echoed(line, prompt: prompt) {
            Console.writeLine(echoed, to: .standardOutput)
        }
        return input
    }

    /// Characters of a typed line echoed back; the rest is left out, with an ellipsis.
    static let echoLimit = 200

    /// What the transcript shows for a typed line: the prompt and the line, capped and with
    /// control characters written out (a pasted 10 MB line or an escape code is not replayed
    /// to the terminal); nil for a blank line.
    static func echoed(_ line: String, prompt: String) -> String? {
        guard line.utf8.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return nil }
        return "\n" + prompt + TerminalText.escaped(line, limit: echoLimit)
    }

    package func remember(_ line: String) {}
}
