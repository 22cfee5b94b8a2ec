import Foundation
import TutorBase

/// How a program failed to end by itself, told as every failure is: a sentence, then what to
/// look for.
package enum RunFailure: Failure, Equatable {
    case tooManyProcesses(limit: Int)
    case timedOut(seconds: Double)
    case outputCut(bytes: Int)
    case outOfMemory(limit: UInt64?)
    case exited(status: Int32)
    case crashed(signal: Int32, printedFirst: Bool)

    /// The failure in a program's last launch; nil when it ended normally.
    package init?(_ result: ProcessResult) {
        if result.processLimitReached, let limit = result.processLimit {
            self = .tooManyProcesses(limit: limit)
        } else if result.timedOut {
            self = .timedOut(seconds: result.seconds)
        } else if result.outputCut {
            self = .outputCut(bytes: result.standardOutput.count + result.standardError.count)
        } else if result.outOfMemory {
            self = .outOfMemory(limit: result.memoryLimit.map(UInt64.init))
        } else {
            switch result.ending {
            case .exited(0): return nil
            case .exited(let status): self = .exited(status: status)
            case .signalled(let signal):
                self = .crashed(
                    signal: signal, printedFirst: !result.standardOutput.isEmpty || !result.standardError.isEmpty)
            }
        }
    }

    package var message: String {
        switch self {
        case .tooManyProcesses(let limit):
            """
            Your program started more than \(limit) processes at once: the rest were refused, and it was stopped with \
            every process it had made.
            """
        case .timedOut(let seconds):
            """
            The program was still running after \(String(format: "%.0f", seconds)) seconds and was stopped: an \
            endless loop, or waiting for something that never comes.
            """
        case .outputCut(let bytes):
            """
            The output was cut at \(ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .binary)) and \
            the program stopped: it printed far more than any lesson does.
            """
        case .outOfMemory(let limit):
            """
            The program ran out of memory: it may use \
            \(limit.map { ByteCountFormatter.string(fromByteCount: Int64($0), countStyle: .binary) } ?? "its limit"), \
            and it asked for more than that.
            """
        case .exited(let status):
            "The program ended with exit status \(status)."
        case .crashed(let signal, let printedFirst):
            "The program crashed (\(Self.signalName(signal)))"
                + (printedFirst
                    ? ". The output it printed before the crash is shown above." : " before printing anything.")
        }
    }

    package var hint: String? {
        switch self {
        case .outOfMemory:
            """
            Look for a loop that keeps adding to a collection, or a recursion with no end. \
            (\(EnvironmentVariable.memoryLimit) sets the limit.)
            """
        case .tooManyProcesses:
            """
            No lesson needs a second process: look for a fork() or a Process started in a loop. \
            (\(EnvironmentVariable.processLimit) sets the limit.)
            """
        default:
            nil
        }
    }

    package static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL: a Swift runtime trap, such as fatalError, a force-unwrapped nil or an index out of range"
        case SIGTRAP:
            "SIGTRAP: a Swift runtime trap, such as fatalError, a force-unwrapped nil or an index out of range"
        case SIGSEGV: "SIGSEGV: a bad memory access, often endless recursion"
        case SIGABRT: "SIGABRT: the program aborted"
        case SIGKILL: "SIGKILL: killed from outside the program"
        case SIGBUS: "SIGBUS: a bad memory access"
        default: "signal \(signal)"
        }
    }
}
