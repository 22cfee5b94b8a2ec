import Foundation
import TutorBase

/// The memory that signal handlers, the forked child before `exec`, and the sweep after a
/// fatal signal read: the one file of the libraries where the compiler's concurrency checks are
/// switched off.
///
/// None of it can sit behind a lock. A handler that waits for a lock held by the thread it
/// interrupted never returns; a child between `fork()` and `exec` has only the forking
/// thread, so a lock another thread held stays held; and after a fatal signal the crashed
/// thread may hold any lock there is. So this is raw memory, allocated once (before any
/// handler is installed) and never freed, and plain words that an aligned load or store
/// reads whole. The types that use it (`ChildRegistry`, `RunClock`, `ProcessGuard`'s crash
/// handler, `StraySweep`) read and write it through members of their own.
package enum SignalHandlerState {
    /// When the tutor's first child started (`ChildRegistry.firstStarted`), set under
    /// `ChildRegistry.lock`.
    // Unsafe: the sweep after a fatal signal reads it without the lock the crashed thread may hold.
    nonisolated(unsafe) static var firstChildStarted: UInt64?

    /// Nanoseconds the tutor spent stopped by Ctrl-Z (`RunClock`).
    // Unsafe: the SIGCONT handler adds to it, and a handler cannot take a lock.
    nonisolated(unsafe) static let stoppedNanoseconds: UnsafeMutablePointer<UInt64> = {
        let counter = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
        counter.initialize(to: 0)
        return counter
    }()

    /// The actions installed before ours for each crash signal, by signal number.
    // Unsafe: the crash handler reads it after a fatal signal, where no lock may be taken.
    nonisolated(unsafe) static let previousCrashActions: UnsafeMutablePointer<Syscalls.SignalAction> = {
        let actions = UnsafeMutablePointer<Syscalls.SignalAction>.allocate(capacity: 32)
        actions.initialize(repeating: Syscalls.SignalAction(), count: 32)
        return actions
    }()

    /// Room for the text a crash writes to standard output (`ProcessGuard.sayOnCrash`).
    package static let crashTextCapacity = 16 << 10
    /// The crash text's bytes. Never freed, never reallocated.
    // Unsafe: the crash handler writes these bytes out after a fatal signal, lock-free.
    nonisolated(unsafe) static let crashText: UnsafeMutablePointer<UInt8> = .allocate(capacity: crashTextCapacity)
    /// How many bytes of `crashText` to write, in a word of its own (0 for none).
    // Unsafe: the crash handler reads and clears it after a fatal signal, lock-free.
    nonisolated(unsafe) static let crashTextLength: UnsafeMutablePointer<Int> = {
        let length = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        length.initialize(to: 0)
        return length
    }()

    /// `StraySweep.ownsAllChildren`, set once by `ProcessGuard.install()` before any handler runs.
    // Unsafe: the sweep after a fatal signal reads it, and cannot wait on a lock.
    nonisolated(unsafe) static var ownsAllChildren = false
    /// `StraySweep.isSubreaper`, set once by `ProcessGuard.install()` before any handler runs.
    // Unsafe: the sweep after a fatal signal reads it, and cannot wait on a lock.
    nonisolated(unsafe) static var isSubreaper = false
    /// `StraySweep`'s note that an unmarked stray was left for later, kept under
    /// `ChildRegistry.lock`, which the sweep takes with a deadline.
    // Unsafe: after a fatal signal the sweep goes on without the lock once the deadline passes.
    nonisolated(unsafe) static var unmarkedStrayLeft = false
}

/// The child table's slots are changed under `ChildRegistry.lock` and read by every handler.
// Unsafe: a bare pointer, so that a signal handler can read the slots without a lock.
extension ChildTable: @unchecked Sendable {}

/// A word that a signal handler may read or write at any moment.
// Unsafe: a bare pointer, so that a signal handler can write it without a lock.
extension SignalWord: @unchecked Sendable {}
