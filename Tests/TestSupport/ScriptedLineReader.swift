import TutorCore

/// Gives the REPL a fixed list of lines, then the end of input.
///
/// Only tests script the prompt, so it lives here rather than beside `PlainLineReader`.
public final class ScriptedLineReader: LineReader {
    private var lines: [String]
    /// The prompts shown so far, in order.
    public private(set) var prompts: [String] = []
    /// Scripted lines are written ahead on purpose, like a pipe's.
    public let isInteractive = false

    public init(_ lines: [String]) {
        self.lines = lines
    }

    public func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        guard !lines.isEmpty else { return .endOfInput }
        return .line(lines.removeFirst())
    }

    /// The lines handed to the line editor's history, in order.
    public private(set) var remembered: [String] = []

    public func remember(_ line: String) {
        remembered.append(line)
    }

    public func lineIfTyped() -> LineInput? {
        guard !lines.isEmpty else { return .endOfInput }
        return .line(lines.removeFirst())
    }
}
