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

    /// Whether a one-line progress report may be drawn (and redrawn) on standard error: only
    /// on a terminal, since it is made of a carriage return and an erase-line code.
    public var showsProgress = false

    /// Draws `text` as the progress line, replacing the previous one.
    public func progress(_ text: String) {
        guard showsProgress else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
    }

    /// Erases the progress line, before ordinary output continues.
    public func clearProgress() {
        guard showsProgress else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    /// Prints a problem: the first line is a sentence that stands on its own.
    public func complain(_ text: String) {
        writeError(text)
    }
}
