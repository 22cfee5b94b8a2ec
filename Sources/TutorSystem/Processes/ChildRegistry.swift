import Foundation
import Synchronization
import TutorBase

/// Every process the tutor has started and not yet reaped, readable from a signal handler.
///
/// A SIGTERM, a closed terminal or Ctrl-Z must reach the learner's program and the compiler
/// even though they run in process groups of their own. The handlers cannot take a lock or
/// allocate, so the table is a fixed block of `Atomic<Int32>`s (`ChildTable`), lock-free and
/// so async-signal-safe; a handler that reads a slot mid-change at worst signals a group that
/// has just ended.
///
/// `lock` is held from the choice of a free slot across `fork()` to the registration that
/// follows, and by the stray sweep while it decides, so a child that has been forked but not
/// yet recorded is never mistaken for an orphan. It is not held while the child execs.
package enum ChildRegistry {
    /// How a registered child was started, or that it is about to be reaped.
    package enum Kind: Int32 {
        /// In a process group of its own, led by the child: signalled as `-pid`.
        case group = 1
        /// Sharing the tutor's group and terminal (an editor): signalled as `pid` alone.
        case attached = 2
        /// Ended, and about to be reaped: signalled no more (its pid may be given to a
        /// stranger the moment it is reaped), but still no stray.
        case ending = 3
    }

    package static let capacity = 128
    /// The table the signal handlers read. Made by `ProcessGuard.install()`, never freed.
    package static let table = ChildTable(capacity: capacity)
    /// The table's memory, for `install()` to make before any handler can read it.
    package static var slots: UnsafeMutablePointer<Atomic<Int32>> { table.slots }

    /// Held across fork-and-register, and while the stray sweep decides what is a stray.
    package static let lock = NSRecursiveLock()

    /// This tutor's mark, the start of every run token it hands out: the process id and a
    /// random number, so a later process given the same id has another mark.
    package static let tutorMark = "\(Syscalls.processID)-\(UInt32.random(in: 0...UInt32.max))"
    /// How many run tokens were handed out: the last one's number.
    private static let counter = Mutex(0)

    /// The environment variable that carries a run's token into every process of the run.
    package static let tokenVariable = EnvironmentVariable.runToken.name

    /// When the tutor's first child started, in clock ticks after boot (0 where there is no
    /// process table): a child of the tutor's that is older was handed down to it through
    /// `exec` by whatever ran before in this process, and is not the tutor's to end. Set under
    /// `lock`; kept in `SignalHandlerState` as an `Atomic` (stored releasing, loaded
    /// acquiring), since the sweep after a fatal signal reads it without waiting for a lock the
    /// interrupted thread may hold (see `StraySweep.underLock`).
    package static var firstStarted: UInt64? {
        get {
            let started = SignalHandlerState.firstChildStarted.load(ordering: .acquiring)
            return started == SignalHandlerState.noChildStarted ? nil : started
        }
        set {
            SignalHandlerState.firstChildStarted.store(
                newValue ?? SignalHandlerState.noChildStarted, ordering: .releasing)
        }
    }

    /// Whether this tutor has started anything at all: if not, there is nothing to sweep.
    package static var hasStartedAny: Bool { counter.withLock { $0 } > 0 }

    /// Why a child was not started when every slot is taken: no child may run unrecorded.
    package static let fullReason =
        """
        the tutor is already running \(capacity) programs, as many as it can keep track of; let some of them end and \
        try again
        """

    /// A token for one run, inherited by everything the run starts; the stray sweep finds
    /// a run's leftovers by it.
    package static func newToken() -> String {
        "\(tutorMark)-\(counter.withLock { value in value += 1; return value })"
    }

    /// Starts a child with `start` (which forks or spawns and returns the pid, or -1) and
    /// records it before the lock is let go. A child is never started without a free slot:
    /// then `start` is not called and this throws.
    package static func startRecorded(in table: ChildTable = table, kind: Kind, path: String, _ start: () -> pid_t)
        throws(LaunchError) -> pid_t
    {
        lock.lock()
        defer { lock.unlock() }
        guard let slot = table.freeSlot() else { throw .cannotStart(path, reason: fullReason) }
        let pid = start()
        if pid > 0 {
            table.fill(slot, pid: pid, kind: kind)
            if firstStarted == nil { firstStarted = ProcessTable.entry(pid)?.started ?? 0 }
        }
        return pid
    }

    /// Marks a child as ending, before it is reaped: signal handlers leave it alone from now
    /// on, and the sweeps still know it is no stray.
    package static func markEnding(_ pid: pid_t) {
        table.markEnding(pid)
    }

    /// Forgets a child once it has been reaped.
    package static func unregister(_ pid: pid_t) {
        lock.withLock { table.remove(pid) }
    }

    /// The children recorded now. Hold `lock` for an answer that a fork cannot overtake.
    package static func registered() -> Set<pid_t> {
        table.registered()
    }

    /// Sends `signal` to every recorded child group, and `attachedSignal` to every attached
    /// child. Async-signal-safe: no lock, no allocation.
    package static func signalAll(_ signal: Int32, attached attachedSignal: Int32? = nil) {
        table.signalAll(signal, attached: attachedSignal ?? 0)
    }
}

/// A fixed table of children: `capacity` pairs of (pid, `ChildRegistry.Kind`), a pid of 0
/// marking a free slot. Its memory is allocated once and never freed, so a signal handler may
/// read it at any moment; each slot is an `Atomic`, stored releasing and loaded acquiring.
/// Changes are made under `ChildRegistry.lock`. (Sendable, unchecked, in
/// `SignalHandlerState.swift`.)
package struct ChildTable {
    package let capacity: Int
    package let slots: UnsafeMutablePointer<Atomic<Int32>>

    package init(capacity: Int) {
        self.capacity = capacity
        slots = UnsafeMutablePointer<Atomic<Int32>>.allocate(capacity: capacity * 2)
        for index in 0..<capacity * 2 { (slots + index).initialize(to: Atomic(0)) }
    }

    private func pid(at index: Int) -> pid_t { slots[index * 2].load(ordering: .acquiring) }

    /// A slot no child holds, or nil when all are taken.
    package func freeSlot() -> Int? {
        (0..<capacity).first { pid(at: $0) == 0 }
    }

    /// Records `pid` in `slot`: the kind first, so a handler that sees the pid (the releasing
    /// store that publishes it) never sees it with another's kind.
    package func fill(_ slot: Int, pid: pid_t, kind: ChildRegistry.Kind) {
        slots[slot * 2 + 1].store(kind.rawValue, ordering: .releasing)
        slots[slot * 2].store(pid, ordering: .releasing)
    }

    package func markEnding(_ pid: pid_t) {
        for index in 0..<capacity where self.pid(at: index) == pid {
            slots[index * 2 + 1].store(ChildRegistry.Kind.ending.rawValue, ordering: .releasing)
        }
    }

    package func remove(_ pid: pid_t) {
        for index in 0..<capacity where self.pid(at: index) == pid {
            slots[index * 2].store(0, ordering: .releasing)
        }
    }

    /// Every pid recorded, ending ones included.
    package func registered() -> Set<pid_t> {
        var pids = Set<pid_t>()
        for index in 0..<capacity {
            let pid = self.pid(at: index)
            if pid > 0 { pids.insert(pid) }
        }
        return pids
    }

    /// Sends `signal` to every group child's group, and `attachedSignal` (unless 0) to every
    /// attached child; ending children are skipped. Async-signal-safe.
    package func signalAll(_ signal: Int32, attached attachedSignal: Int32) {
        var index = 0
        while index < capacity {
            let pid = self.pid(at: index)
            if pid > 0 {
                let kind = slots[index * 2 + 1].load(ordering: .acquiring)
                if kind == ChildRegistry.Kind.group.rawValue {
                    Syscalls.sendToGroup(signal, group: pid)
                } else if kind == ChildRegistry.Kind.attached.rawValue, attachedSignal != 0 {
                    Syscalls.send(attachedSignal, to: pid)
                }
            }
            index += 1
        }
    }
}
