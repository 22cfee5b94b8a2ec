import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        Console(output: { write($0 + "\n", to: STDOUT_FILENO) }, error: { write($0 + "\n", to: STDERR_FILENO) })
    }

    /// Writes `text` and a newline straight to a file handle.
    public static func writeLine(_ text: String, to handle: FileHandle) {
        write(text + "\n", to: handle.fileDescriptor)
    }

    /// Writes all of `text` with write(2), not FileHandle, whose write traps on an error.
    ///
    /// A reader that went away (`| head -1`) ends the tutor quietly, as SIGPIPE would, once
    /// the programs it started are ended (`ProcessGuard.outputClosed()`). Any other failure
    /// (a closed descriptor, a terminal that is gone) drops the text: there is nowhere to say so.
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes = bytes.dropFirst(count)
            } else if count < 0, errno == EINTR {
                continue
            } else {
                if count < 0, errno == EPIPE, ProcessGuard.isInstalled { ProcessGuard.outputClosed() }
                return
            }
        }
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
        Self.write("\r\u{1B}[K\(text)", to: STDERR_FILENO)
    }

    /// Erases the progress line, before ordinary output continues.
    public func clearProgress() {
        guard showsProgress else { return }
        Self.write("\r\u{1B}[K", to: STDERR_FILENO)
    }

    /// Prints a problem: the first line is a sentence that stands on its own.
    public func complain(_ text: String) {
        writeError(text)
    }
}

/// write(2), under a name that the method `Console.write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
