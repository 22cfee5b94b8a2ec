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

    /// Writes to the process's standard output and error.
    public static func standard() -> Console {
        Console(output: { print($0) }, error: { text in
            var stream = StandardError()
            print(text, to: &stream)
        })
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

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandleWriter.writeToStandardError(string)
    }
}

enum FileHandleWriter {
    static func writeToStandardError(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
