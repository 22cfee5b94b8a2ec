import Foundation
import Synchronization
import TutorBase
import TutorSystem

/// The compiles under way in this process, by the path of the cache entry they will make (the
/// cache folder and the key), so that a second request for the same program in the same cache
/// waits for the first instead of compiling it again, and a request in another cache never does.
///
/// A wait is never blind: Ctrl-C ends it, and the learner's own request does not wait behind
/// a compile started ahead of them at low priority (nice 10, which a busy machine may starve
/// for a long time). That compile is stopped instead, and the request compiles the program
/// itself at normal priority. Raising the other compile's priority back would be gentler,
/// but Linux lets only a privileged process lower a nice value.
package final class InFlight: Sendable {
    package static let shared = InFlight()
    /// Wakes the waiters when a compile ends. A key is let go with it held, so no end falls
    /// between a waiter's look at `owners` and its wait.
    private let condition = NSCondition()
    private let owners = Mutex<[String: Owner]>([:])

    /// Who is compiling a key.
    private struct Owner {
        var lowPriority: Bool
        var cancellation: Cancellation?
    }

    /// How often a wait looks at its cancellation.
    package static let tick = 0.05

    /// Claims `key`; false when another thread already has it.
    package func begin(_ key: String, lowPriority: Bool = false, cancellation: Cancellation? = nil) -> Bool {
        owners.withLock { owners in
            guard owners[key] == nil else { return false }
            owners[key] = Owner(lowPriority: lowPriority, cancellation: cancellation)
            return true
        }
    }

    package func end(_ key: String) {
        condition.withLock {
            owners.withLock { _ = $0.removeValue(forKey: key) }
            condition.broadcast()
        }
    }

    /// Waits until nobody is compiling `key`. A request that is not itself low priority stops
    /// a low-priority owner rather than wait for it.
    /// - Throws: `CompilerError.cancelled` as soon as `cancellation` is triggered.
    package func wait(for key: String, lowPriority: Bool = false, cancellation: Cancellation?) throws(CompilerError) {
        condition.lock()
        defer { condition.unlock() }
        while let owner = owners.withLock({ $0[key] }) {
            if cancellation?.isTriggered == true { throw .cancelled }
            if !lowPriority, owner.lowPriority, let theirs = owner.cancellation, !theirs.isTriggered {
                theirs.trigger()
            }
            _ = condition.wait(until: Date(timeIntervalSinceNow: Self.tick))
        }
    }
}
