import SwiftToolchain
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// Gives the REPL a fixed list of lines, then the end of input.
///
/// Only tests script the prompt, so it lives here rather than beside `PlainLineReader`.
package final class ScriptedLineReader: LineReader {
    private var lines: [String]
    /// The prompts shown so far, in order.
    package private(set) var prompts: [String] = []
    /// Scripted lines are written ahead on purpose, like a pipe's.
    package let isInteractive = false

    package init(_ lines: [String]) {
        self.lines = lines
    }

    package func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        guard !lines.isEmpty else { return .endOfInput }
        return .line(lines.removeFirst())
    }

    /// The lines handed to the line editor's history, in order.
    package private(set) var remembered: [String] = []

    package func remember(_ line: String) {
        remembered.append(line)
    }

    package func lineIfTyped() -> LineInput? {
        guard !lines.isEmpty else { return .endOfInput }
        return .line(lines.removeFirst())
    }
}
