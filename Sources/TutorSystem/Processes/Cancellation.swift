import Foundation
import TutorBase

/// A way to stop a compile or a program that is running, from a signal handler or a thread.
///
/// It is a pipe: `trigger()` writes one byte, and the process runner polls the read end
/// beside the child's output, so a Ctrl-C is noticed at once rather than at the next tick.
/// Writing to a pipe is async-signal-safe, which is why a SIGINT handler may call it
/// through `signalSafeTriggerDescriptor`.
package final class Cancellation: Sendable {
    /// The end to poll: readable once the cancellation has been triggered.
    package let readDescriptor: Int32
    /// The end a signal handler writes one byte to.
    package let signalSafeTriggerDescriptor: Int32

    /// Makes a new, untriggered cancellation. Returns nil only when no pipe can be made.
    package init?() {
        // Non-blocking: a handler's write to a full pipe must not wait, and `reset` reads
        // until it is empty.
        guard let ends = try? Syscalls.pipe(nonBlocking: true) else { return nil }
        readDescriptor = ends.read
        signalSafeTriggerDescriptor = ends.write
    }

    deinit {
        Syscalls.close(readDescriptor)
        Syscalls.close(signalSafeTriggerDescriptor)
    }

    /// Asks whatever is running to stop.
    package func trigger() {
        _ = Syscalls.writeByte(signalSafeTriggerDescriptor, 1)
    }

    /// Whether `trigger()` has been called since the last `reset()`.
    package var isTriggered: Bool {
        Syscalls.isReadable(readDescriptor)
    }

    /// Forgets earlier triggers, before the next piece of work starts.
    package func reset() {
        Syscalls.drain(readDescriptor)
    }
}
