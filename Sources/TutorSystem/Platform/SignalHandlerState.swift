import Foundation
import Synchronization
import TutorBase

/// The memory that signal handlers, the forked child before `exec`, and the sweep after a
/// fatal signal read: the one file of the libraries where the compiler's concurrency checks are
/// switched off, for what cannot be an `Atomic`.
///
/// None of it can sit behind a lock. A handler that waits for a lock held by the thread it
/// interrupted never returns; a child between `fork()` and `exec` has only the forking
/// thread, so a lock another thread held stays held; and after a fatal signal the crashed
/// thread may hold any lock there is. So the words here are `Atomic`s (lock-free for a word,
/// so async-signal-safe), each in a `static let`, whose address never changes: made once
/// (before any handler is installed, see `ProcessGuard.install()`) and never freed. A write
/// that publishes is `.releasing` and a read `.acquiring`, so that whoever reads a word also
/// sees what was written before it. What is more than a word (the crash text, the actions
/// installed before ours) is raw memory, allocated once and never freed. The types that use
/// it (`ChildRegistry`, `RunClock`, `ProcessGuard`'s crash handler, `StraySweep`) read and
/// write it through members of their own.
package enum SignalHandlerState {
    /// When the tutor's first child started (`ChildRegistry.firstStarted`), set under
    /// `ChildRegistry.lock`; `noChildStarted` for none yet. An `Atomic`: the sweep after a
    /// fatal signal reads it without the lock the crashed thread may hold.
    static let firstChildStarted = Atomic<UInt64>(noChildStarted)
    /// `firstChildStarted` before any child has started: no clock tick count is that large.
    static var noChildStarted: UInt64 { .max }

    /// Nanoseconds the tutor spent stopped by Ctrl-Z (`RunClock`). The SIGCONT handler adds
    /// to it, and a handler cannot take a lock.
    static let stoppedNanoseconds = Atomic<UInt64>(0)

    /// The actions installed before ours for each crash signal, by signal number.
    // Unsafe: the crash handler reads it after a fatal signal, where no lock may be taken; a
    // `sigaction` is no word that an `Atomic` could hold. Written once, by
    // `ProcessGuard.installCrashHandlers()`.
    nonisolated(unsafe) static let previousCrashActions: UnsafeMutablePointer<Syscalls.SignalAction> = {
        let actions = UnsafeMutablePointer<Syscalls.SignalAction>.allocate(capacity: 32)
        actions.initialize(repeating: Syscalls.SignalAction(), count: 32)
        return actions
    }()

    /// Room for the text a crash writes to standard output (`ProcessGuard.sayOnCrash`).
    package static let crashTextCapacity = 16 << 10
    /// The crash text's bytes. Never freed, never reallocated.
    // Unsafe: the crash handler writes these bytes out after a fatal signal, lock-free; they
    // are published by `crashTextLength`, stored (releasing) after them.
    nonisolated(unsafe) static let crashText: UnsafeMutablePointer<UInt8> = .allocate(capacity: crashTextCapacity)
    /// How many bytes of `crashText` to write (0 for none): stored after the bytes, releasing,
    /// and taken by the crash handler, acquiring, before it reads them.
    static let crashTextLength = Atomic<Int>(0)

    /// `StraySweep.ownsAllChildren`, set once by `ProcessGuard.install()` before any handler
    /// runs; the sweep after a fatal signal reads it, and cannot wait on a lock.
    static let ownsAllChildren = Atomic<Bool>(false)
    /// `StraySweep.isSubreaper`, set once by `ProcessGuard.install()` before any handler runs;
    /// the sweep after a fatal signal reads it, and cannot wait on a lock.
    static let isSubreaper = Atomic<Bool>(false)
    /// `StraySweep`'s note that an unmarked stray was left for later, kept under
    /// `ChildRegistry.lock`, which the sweep takes with a deadline: after a fatal signal it
    /// goes on without the lock once the deadline passes.
    static let unmarkedStrayLeft = Atomic<Bool>(false)

    /// Makes the words here now, outside any handler (`ProcessGuard.prepareCrashMemory()` makes
    /// the crash text's): a `static let` is made on first use (`swift_once`, which may allocate
    /// and lock), and none may be made first in a handler or in the sweep after a fatal signal.
    /// Relaxed: the values read are not used.
    static func make() {
        _ = firstChildStarted.load(ordering: .relaxed)
        _ = stoppedNanoseconds.load(ordering: .relaxed)
        _ = ownsAllChildren.load(ordering: .relaxed)
        _ = isSubreaper.load(ordering: .relaxed)
        _ = unmarkedStrayLeft.load(ordering: .relaxed)
    }
}

/// The child table's slots are `Atomic`s, changed under `ChildRegistry.lock` and read by
/// every handler.
// Unsafe: the slots are reached through a bare pointer (their number is the table's, known
// only when it is made), which Swift cannot see is shared safely; every access to them is
// atomic, and the memory is never freed.
extension ChildTable: @unchecked Sendable {}
