import Foundation
import TutorBase

/// Reads a child's two output pipes until the child has ended, a limit is reached, or the
/// learner cancels — whichever comes first.
///
/// The child's end is watched directly, not inferred from its pipes: a program that closes
/// its standard output and error (or points them at `/dev/null`) and runs on must still meet
/// its time limit and Ctrl-C. The child is not reaped here, so its pid stays reserved until
/// the launcher has killed the rest of its group.
package struct OutputCollector {
    /// Why collecting stopped.
    package enum Stop: Equatable {
        case finished, timedOut, outputCut, cancelled
    }

    private let output: Int32
    private let errors: Int32
    private let cap: Int
    private var open: Set<Int32>
    package private(set) var standardOutput = Data()
    package private(set) var standardError = Data()

    /// How long pipes held open by something the child left behind are read after it ended.
    package static let graceAfterEnd = 0.2

    package init(output: Int32, errors: Int32, cap: Int) {
        self.output = output
        self.errors = errors
        self.cap = cap
        open = [output, errors]
        Syscalls.setNonBlocking(output)
        Syscalls.setNonBlocking(errors)
    }

    private var collected: Int { standardOutput.count + standardError.count }

    /// Reads until `child` has ended and its pipes are empty, or something stops it.
    /// - Parameters:
    ///   - limit: seconds of running time `clock` may show; nil for none.
    ///   - ending: a descriptor that polls readable when the child ends (a pidfd), if any;
    ///     without one the child is looked at on a short, growing tick.
    package mutating func collect(
        clock: RunClock, limit: Double?, cancellation: Cancellation?, child: pid_t, ending: Int32?
    ) -> Stop {
        var endedAt: Double?
        var tick = 1
        while true {
            let now = clock.seconds
            if let limit, now >= limit { return .timedOut }
            if collected >= cap { return .outputCut }
            if endedAt == nil, Syscalls.hasEnded(child) { endedAt = now }
            if let endedAt, open.isEmpty || now - endedAt > Self.graceAfterEnd { return .finished }

            var watched = open.sorted()
            if let cancellation { watched.append(cancellation.readDescriptor) }
            if let ending, endedAt == nil { watched.append(ending) }
            var wait = 100.0
            if endedAt != nil {
                wait = 20
            } else if ending == nil {
                // No pidfd: look at the child often at first (most runs are short), then less.
                wait = Double(tick)
                tick = min(tick * 2, 50)
            }
            if let limit { wait = min(wait, (limit - now) * 1000 + 1) }
            guard let ready = try? Syscalls.readable(among: watched, waitingAtMost: Int32(max(1, wait))) else {
                return .finished
            }
            if let cancellation, ready.contains(cancellation.readDescriptor) { return .cancelled }
            for end in open.sorted() where ready.contains(end) {
                readAvailable(from: end)
            }
        }
    }

    /// After the child is gone, takes what is still buffered in the pipes, up to the cap.
    package mutating func drainAfterExit() {
        for end in open.sorted() {
            readAvailable(from: end)
        }
    }

    private mutating func readAvailable(from end: Int32) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while collected < cap {
            let count: Int
            do {
                count = try Syscalls.read(end, into: &buffer, upTo: cap - collected)
            } catch {
                if error.code != EAGAIN { open.remove(end) }
                return
            }
            guard count > 0 else {
                open.remove(end)
                return
            }
            if end == output {
                standardOutput.append(contentsOf: buffer[0..<count])
            } else {
                standardError.append(contentsOf: buffer[0..<count])
            }
        }
    }
}
