import Foundation
import SwiftToolchain
import Synchronization
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Where the tutor's words go: standard output for results, standard error for problems.
/// Tests pass closures that collect the text.
package final class Console: Sendable {
    private let writeOutput: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void
    /// The width of the terminal each stream shows, asked at every line; nil for a stream
    /// that is not a terminal (a pipe, a file), whose lines are written as they are.
    private let outputWidth: (@Sendable () -> Int)?
    private let errorWidth: (@Sendable () -> Int)?
    private let progressShown = Mutex(false)
    private let errorIsTerminal = Mutex(false)

    /// `output` and `error` are called from whichever thread speaks (`verify`'s workers, the
    /// background compiler), so they must be safe to call from any.
    ///
    /// Every line written to a stream with a width goes through `TextLayout.fitted`: the one
    /// layout between the tutor and the terminal, so no word is ever broken at the edge.
    package init(
        output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
        outputWidth: (@Sendable () -> Int)? = nil, errorWidth: (@Sendable () -> Int)? = nil
    ) {
        writeOutput = output
        writeError = error
        self.outputWidth = outputWidth
        self.errorWidth = errorWidth
    }

    /// Writes to the process's standard output and error, unbuffered, so that the two stay
    /// in order on a pipe and nothing is lost if the tutor is killed.
    /// `outputWidth` and `errorWidth` are given for the streams that are terminals.
    package static func standard(outputWidth: (@Sendable () -> Int)?, errorWidth: (@Sendable () -> Int)?) -> Console {
        Console(
            output: { write($0 + "\n", to: STDOUT_FILENO) }, error: { write($0 + "\n", to: STDERR_FILENO) },
            outputWidth: outputWidth, errorWidth: errorWidth)
    }

    /// Writes `text` and a newline straight to a file handle.
    package static func writeLine(_ text: String, to handle: FileHandle) {
        write(text + "\n", to: handle.fileDescriptor)
    }

    /// Writes all of `text` with write(2), not FileHandle, whose write traps on an error.
    ///
    /// A reader that went away (`| head -1`) ends the tutor quietly, as SIGPIPE would, once
    /// the programs it started are ended (`ProcessGuard.outputClosed()`). Any other failure
    /// (a closed descriptor, a terminal that is gone) drops the text: there is nowhere to say so.
    static func write(_ text: String, to descriptor: Int32) {
        // `writeAll` goes on after a short or interrupted write and stops at any other failure.
        let failure = Syscalls.writeAll(descriptor, Array(text.utf8))
        if failure == EPIPE, ProcessGuard.isInstalled { ProcessGuard.outputClosed() }
        if failure != 0, descriptor == STDOUT_FILENO {
            _ = outputFailure.compareExchange(expected: 0, desired: failure, ordering: .relaxed)
        }
    }

    /// The first error a write to standard output met (ENOSPC for `> /dev/full`, EIO), 0 for
    /// none: kept so that the tutor does not end as if its results had been read.
    private static let outputFailure = Atomic<Int32>(0)

    /// A sentence for the learner when some of what the tutor printed on standard output was
    /// lost (a full disk, `> /dev/full`); nil when all of it was written. The executable says
    /// it on standard error and ends with status 1 instead of 0.
    package static func lostOutput() -> String? {
        let code = outputFailure.load(ordering: .relaxed)
        guard code != 0 else { return nil }
        return
            """
            Some of the tutor's output could not be written to standard output \
            (\(Syscalls.Errno(code: code).message)), so what it printed there is incomplete.
            """
    }

    /// Prints one or more lines of results.
    package func say(_ text: String) {
        writeOutput(outputWidth.map { TextLayout.fitted(text, width: $0()) } ?? text)
    }

    /// Whether a one-line progress report may be drawn (and redrawn) on standard error: only
    /// on a terminal, since it is made of a carriage return and an erase-line code.
    package var showsProgress: Bool {
        get { progressShown.withLock { $0 } }
        set { progressShown.withLock { $0 = newValue } }
    }

    /// Draws `text` as the progress line, replacing the previous one.
    package func progress(_ text: String) {
        guard showsProgress else { return }
        Self.write("\r\u{1B}[K\(text)", to: STDERR_FILENO)
    }

    /// Erases the progress line, before ordinary output continues.
    package func clearProgress() {
        guard showsProgress else { return }
        Self.write("\r\u{1B}[K", to: STDERR_FILENO)
    }

    /// Whether standard error is a terminal, which breaks a long line wherever it reaches the
    /// edge: a problem is then wrapped at word boundaries first. On a pipe each sentence
    /// stays one line, for a script to read.
    package var problemsOnTerminal: Bool {
        get { errorIsTerminal.withLock { $0 } }
        set { errorIsTerminal.withLock { $0 = newValue } }
    }

    /// Prints a problem: the first line is a sentence that stands on its own.
    package func complain(_ text: String) {
        writeError(errorWidth.map { TextLayout.fitted(text, width: $0()) } ?? text)
    }
}
