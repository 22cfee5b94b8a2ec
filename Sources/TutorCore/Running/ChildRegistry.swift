import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every process the tutor has started and not yet reaped, readable from a signal handler.
///
/// A SIGTERM, a closed terminal or Ctrl-Z must reach the learner's program and the compiler
/// even though they run in process groups of their own. The handlers cannot take a lock or
/// allocate, so the table is a fixed block of `Int32`s: an aligned 32-bit store is atomic on
/// every platform we build for, and a handler that reads a slot mid-change at worst signals
/// a group that has just ended.
///
/// `lock` is held across `fork()` and the registration that follows, and by the stray sweep
/// while it decides, so a child that has been forked but not yet recorded is never mistaken
/// for an orphan.
enum ChildRegistry {
    /// How a registered child was started.
    enum Kind: Int32 {
        /// In a process group of its own, led by the child: signalled as `-pid`.
        case group = 1
        /// Sharing the tutor's group and terminal (an editor): signalled as `pid` alone.
        case attached = 2
    }

    static let capacity = 128
    /// `capacity` pairs of (pid, kind); a pid of 0 marks a free slot.
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<Int32> = {
        let slots = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * 2)
        slots.initialize(repeating: 0, count: capacity * 2)
        return slots
    }()

    /// Held across fork-and-register, and while the stray sweep decides what is a stray.
    static let lock = NSRecursiveLock()

    /// This tutor's mark, the start of every run token it hands out: the process id and a
    /// random number, so a later process given the same id has another mark.
    static let tutorMark = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    private static let counter = Counter()

    /// The environment variable that carries a run's token into every process of the run.
    static let tokenVariable = "CODABLE_TUTOR_RUN"

    /// Whether this tutor has started anything at all: if not, there is nothing to sweep.
    static var hasStartedAny: Bool { counter.current > 0 }

    /// A token for one run, inherited by everything the run starts; the stray sweep finds
    /// a run's leftovers by it.
    static func newToken() -> String {
        "\(tutorMark)-\(counter.next())"
    }

    /// Records a child. Call with `lock` held, straight after `fork()`.
    static func register(_ pid: pid_t, kind: Kind) {
        for index in 0..<capacity where slots[index * 2] == 0 {
            slots[index * 2 + 1] = kind.rawValue
            slots[index * 2] = pid
            return
        }
    }

    /// Forgets a child once it has been reaped.
    static func unregister(_ pid: pid_t) {
        lock.withLock {
            for index in 0..<capacity where slots[index * 2] == pid {
                slots[index * 2] = 0
                return
            }
        }
    }

    /// The children recorded now. Hold `lock` for an answer that a fork cannot overtake.
    static func registered() -> Set<pid_t> {
        var pids = Set<pid_t>()
        for index in 0..<capacity where slots[index * 2] != 0 { pids.insert(slots[index * 2]) }
        return pids
    }

    /// Sends `signal` to every recorded child group, and `attachedSignal` to every attached
    /// child. Async-signal-safe: no lock, no allocation.
    static func signalAll(_ signal: Int32, attached attachedSignal: Int32? = nil) {
        var index = 0
        while index < capacity {
            let pid = slots[index * 2]
            if pid > 0 {
                if slots[index * 2 + 1] == Kind.group.rawValue {
                    kill(-pid, signal)
                } else if let attachedSignal {
                    kill(pid, attachedSignal)
                }
            }
            index += 1
        }
    }
}

/// A thread-safe counter for run tokens.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var current: Int {
        lock.withLock { value }
    }

    func next() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
