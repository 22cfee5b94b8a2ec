import Foundation

/// Where the tutor's words go: standard output for results, standard error for problems.
/// Tests pass closures that collect the text.
public final class Console: @unchecked Sendable {
    private let writeOutput: (String) -> Void
    private let writeError: (String) -> Void

    public init(output: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        writeOutput = output
        writeError = error
    }

    /// Writes to the process's standard output and error, unbuffered, so that the two stay
    /// in order on a pipe and nothing is lost if the tutor is killed.
    public static func standard() -> Console {
        Console(output: { writeLine($0, to: .standardOutput) }, error: { writeLine($0, to: .standardError) })
    }

    /// Writes `text` and a newline straight to a file handle.
    public static func writeLine(_ text: String, to handle: FileHandle) {
        handle.write(Data((text + "\n").utf8))
    }

    /// Prints one or more lines of results.
    public func say(_ text: String) {
        writeOutput(text)
    }

    /// Prints a problem: the first line is a sentence that stands on its own.
    public func complain(_ text: String) {
        writeError(text)
    }
}
