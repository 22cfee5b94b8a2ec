import Foundation
import Synchronization
import TutorBase

/// Finds and ends what a run left behind outside its process group: a child that called
/// `setsid()`, and whatever that child started.
///
/// Two marks tell a stray. Every process a run starts inherits the run's token in its
/// environment (`ChildRegistry.tokenVariable`), and Linux keeps the environment a process
/// was started with readable in `/proc` even if it clears its own copy. And the tutor is its
/// children's subreaper (`ProcessGuard.install`), so a stray whose parent has died becomes
/// the tutor's own child, whatever it did to its environment. Such an unmarked stray cannot
/// be told apart by run, so it is ended when no other run is under way, and at exit.
///
/// Only pids are waited for, never `-1`: another thread's child is that thread's to reap.
package enum StraySweep {
    // Kept in `SignalHandlerState` as `Atomic`s, as the table that signal handlers read
    // (`ChildRegistry`): these are read by the sweep after a fatal signal, which must not wait
    // on a lock the interrupted thread may hold. Stores are releasing, loads acquiring. The
    // two flags are set once by `ProcessGuard.install()` before any handler or other thread
    // runs; `unmarkedLeft` is kept under `ChildRegistry.lock`, taken with a deadline for that
    // reason.

    /// Whether every child of this process was started by `SpawnLauncher`: true in the tutor,
    /// false in a test process, whose other children belong to Foundation or the test runner.
    package static var ownsAllChildren: Bool {
        get { SignalHandlerState.ownsAllChildren.load(ordering: .acquiring) }
        set { SignalHandlerState.ownsAllChildren.store(newValue, ordering: .releasing) }
    }

    /// Whether this process is its descendants' subreaper (`ProcessGuard.install`, Linux), so
    /// that everything a run left behind is found among its own descendants.
    package static var isSubreaper: Bool {
        get { SignalHandlerState.isSubreaper.load(ordering: .acquiring) }
        set { SignalHandlerState.isSubreaper.store(newValue, ordering: .releasing) }
    }

    /// An unmarked stray was left for later because another run was under way: the next
    /// sweep looks at every process, not only those younger than its run. Read and written
    /// only under `ChildRegistry.lock` (see `underLock`): sweeps run on several threads.
    private static var unmarkedLeft: Bool {
        get { SignalHandlerState.unmarkedStrayLeft.load(ordering: .acquiring) }
        set { SignalHandlerState.unmarkedStrayLeft.store(newValue, ordering: .releasing) }
    }

    /// Ends what the run with `token` left running. `child` is the run's first process and
    /// `since` its start in clock ticks after boot: nothing older can be the run's.
    package static func afterRun(token: String, child: pid_t, since: UInt64?) {
        sweep(after: child, since: since, unmarkedChildren: .whenIdle) { $0 == token }
    }

    /// Ends everything the tutor started that still runs: at exit and on a fatal signal.
    package static func everything() {
        guard ChildRegistry.hasStartedAny else { return }
        // Nothing older than the tutor can be something it started.
        let tutorStart = ProcessTable.entry(Syscalls.processID)?.started
        sweep(after: Syscalls.processID, since: tutorStart, unmarkedChildren: .always) {
            $0.hasPrefix(ChildRegistry.tutorMark + "-")
        }
    }

    package enum UnmarkedChildren {
        case always, whenIdle
    }

    /// Looks at the processes started after `child` (all of them when a stray was left for later).
    private static func sweep(
        after child: pid_t, since: UInt64?, unmarkedChildren: UnmarkedChildren, isMarked: (String) -> Bool
    ) {
        let first = underLock { unmarkedLeft ? nil : child }
        // A stray may start another between two looks: look again until a look finds none.
        // Where there is no process table to look in (Darwin), the first look finds none.
        for _ in 0..<8 {
            let (killed, toReap) = killStrays(
                after: first, since: since, unmarkedChildren: unmarkedChildren, isMarked: isMarked)
            for pid in toReap { _ = Syscalls.reap(pid, waitingAtMost: 1) }
            if killed == 0 { return }
        }
    }

    /// One look: kills the strays it finds; returns how many, and which of the dead are the
    /// tutor's own children, to be reaped.
    private static func killStrays(
        after first: pid_t?, since: UInt64?, unmarkedChildren: UnmarkedChildren,
        isMarked: (String) -> Bool
    ) -> (killed: Int, toReap: [pid_t]) {
        underLock {
            killStraysLocked(after: first, since: since, unmarkedChildren: unmarkedChildren, isMarked: isMarked)
        }
    }

    /// `body` under `ChildRegistry.lock`, which a fork holds until its child is registered.
    /// At a fatal signal the interrupted thread may hold the lock: after a second, do without it.
    private static func underLock<Value>(_ body: () -> Value) -> Value {
        let locked = ChildRegistry.lock.lock(before: Date(timeIntervalSinceNow: 1))
        defer { if locked { ChildRegistry.lock.unlock() } }
        return body()
    }

    private static func killStraysLocked(
        after first: pid_t?, since: UInt64?, unmarkedChildren: UnmarkedChildren,
        isMarked: (String) -> Bool
    ) -> (killed: Int, toReap: [pid_t]) {
        let registered = ChildRegistry.registered()
        let me = Syscalls.processID
        let takeUnmarked = ownsAllChildren && (unmarkedChildren == .always || registered.isEmpty)
        var killed = 0
        var toReap: [pid_t] = []
        var leftUnmarked = false
        // A subreaper finds all a run left among its own descendants; otherwise a stray may
        // have gone to init, and only the processes started since the run can be looked at.
        let entries =
            (isSubreaper ? ProcessTable.descendants(of: me) : nil)
            ?? first.map(ProcessTable.all(startedAfter:)) ?? ProcessTable.all()
        for entry in entries where entry.pid != me && !registered.contains(entry.pid) {
            let isChild = entry.parent == me
            if entry.state == "Z" {
                // Ended already: only the reaping is left, and only of a child that is surely ours.
                if isChild, ownsAllChildren, ProcessTable.isProcess(entry.pid) { toReap.append(entry.pid) }
                continue
            }
            // An unmarked child is the tutor's only if it is no older than the tutor's first:
            // one that was there before came with the process, through `exec`.
            var stray = isChild && takeUnmarked && entry.started >= (ChildRegistry.firstStarted ?? .max)
            if !stray, since.map({ entry.started >= $0 }) ?? true {
                stray = ProcessTable.environmentValue(ChildRegistry.tokenVariable, of: entry.pid).map(isMarked) ?? false
            }
            // A thread's id lies in the window too; its process is judged by its own entry.
            guard ProcessTable.isProcess(entry.pid) || !(stray || isChild) else { continue }
            guard stray else {
                if isChild, ownsAllChildren { leftUnmarked = true }
                continue
            }
            Syscalls.send(SIGKILL, to: entry.pid)
            killed += 1
            if isChild { toReap.append(entry.pid) }
        }
        // Taking unmarked children, this look took them all; leaving one, the next looks at all.
        if takeUnmarked { unmarkedLeft = false } else if leftUnmarked { unmarkedLeft = true }
        return (killed, toReap)
    }
}
