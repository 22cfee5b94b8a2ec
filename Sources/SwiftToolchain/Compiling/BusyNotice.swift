import Foundation
import Synchronization
import TutorBase
import TutorSystem

/// A line on standard error when the compiler is slow to answer: a learner waiting on a busy
/// machine is told it is still working, instead of seeing nothing, or a false diagnosis.
///
/// Slow is not broken: the compiler is waited for up to the compile time limit, and only one
/// that fails or passes the limit is reported as not working. The line is said at most once a
/// minute however many compiles are slow (a `verify` compiles dozens), and never for work done
/// ahead in the background, which nobody is waiting for. It goes to standard error, terminal or
/// not, so that a script's or `--json`'s standard output stays clean.
package final class BusyNotice: Sendable {
    /// Seconds of waiting before the line is said (`EnvironmentVariable.busyNotice`, 10 by default).
    package let after: Double
    private let write: @Sendable (String) -> Void
    /// When the line was last said: one line a minute across every thread's compiles.
    private let lastTold = Mutex<Date?>(nil)

    /// Seconds after one line before another may be said.
    package static let quietFor: TimeInterval = 60

    /// A notice said after `after` seconds through `write`, standard error by default.
    package init(after: Double = 10, write: @escaping @Sendable (String) -> Void = BusyNotice.standardError) {
        (self.after, self.write) = (after, write)
    }

    /// Writes a line to standard error, directly: the tutor's console may be busy on another thread.
    package static let standardError: @Sendable (String) -> Void = { line in
        _ = Syscalls.writeAll(2, Data((line + "\n").utf8))
    }

    /// What is being waited for, in the line.
    package enum Wait {
        case compile
        case answer(question: String)

        package func line(after seconds: Double, limit: Double) -> String {
            let waited = Self.number(seconds)
            let limit = Self.number(limit)
            return switch self {
            case .compile:
                """
                Still compiling after \(waited) s: the machine may be busy. Waiting up to \(limit) s, the compile \
                time limit…
                """
            case .answer(let question):
                """
                The compiler has not answered `\(question)` after \(waited) s: the machine may be busy. Waiting up to \
                \(limit) s, the compile time limit…
                """
            }
        }

        private static func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
    }

    /// Runs `body`, saying the line if it is still running after `after` seconds.
    package func watching<Value, Failure: Error>(_ wait: Wait, limit: Double, _ body: () throws(Failure) -> Value)
        throws(Failure) -> Value
    {
        let item = DispatchWorkItem { [self] in tell(wait.line(after: after, limit: limit)) }
        DispatchQueue.global().asyncAfter(deadline: .now() + after, execute: item)
        defer { item.cancel() }
        return try body()
    }

    private func tell(_ line: String) {
        let now = Date()
        let due = lastTold.withLock { lastTold in
            guard lastTold.map({ now.timeIntervalSince($0) >= Self.quietFor }) ?? true else { return false }
            lastTold = now
            return true
        }
        if due { write(line) }
    }
}
