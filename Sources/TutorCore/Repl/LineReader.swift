import Foundation

/// What one read at the prompt produced.
public enum LineInput: Equatable, Sendable {
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
public protocol LineReader: AnyObject {
    /// Shows `prompt` (when there is somewhere to show it) and reads one line.
    func readLine(prompt: String) -> LineInput
    /// Remembers a command for Up-arrow recall in this session.
    func remember(_ line: String)
}

/// Reads plain lines from standard input: no editing, no escape codes, no history.
public final class PlainLineReader: LineReader {
    private let echo: Bool

    /// - Parameter echo: print each prompt with the line read after it, so that the output
    ///   of a scripted session reads as a transcript.
    public init(echo: Bool = true) {
        self.echo = echo
    }

    public func readLine(prompt: String) -> LineInput {
        guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
        if echo, !line.trimmingCharacters(in: .whitespaces).isEmpty {
            Console.writeLine("\n" + prompt + line, to: .standardOutput)
        }
        return .line(line)
    }

    public func remember(_ line: String) {}
}

/// Gives the REPL a fixed list of lines, then the end of input: for tests.
public final class ScriptedLineReader: LineReader {
    private var lines: [String]
    /// The prompts shown so far, in order.
    public private(set) var prompts: [String] = []

    public init(_ lines: [String]) {
        self.lines = lines
    }

    public func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        guard !lines.isEmpty else { return .endOfInput }
        return .line(lines.removeFirst())
    }

    public func remember(_ line: String) {}
}
