import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import TutorBase
#endif

/// Signals: handlers, the thread's mask, raising one, and ending at once. The field that
/// holds a handler is named apart on Linux and Darwin; this is the only place that names it.
///
/// Everything here but `isIgnored`, `installHandler` and `unblock(_: [Int32])` is
/// async-signal-safe (no allocation, no lock, no Swift string): the handlers of
/// `ProcessGuard` call them.
extension Syscalls {
    /// What `sigaction(2)` installs for a signal.
    package typealias SignalAction = sigaction

    /// Whether `signal` is ignored now (`SIG_IGN`): inherited so, it is left so.
    package static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0, current.sa_flags & Int32(SA_SIGINFO) == 0 else { return false }
        #if canImport(Glibc)
        let handler = current.__sigaction_handler.sa_handler
        #else
        let handler = current.__sigaction_u.__sa_handler
        #endif
        // SIG_IGN is the handler "1" on Linux and macOS alike.
        return handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
    }

    /// Installs `handler` for `signal` and returns the action it replaced. `blocking` lists the
    /// signals held back while the handler runs; `flags` are `sa_flags` (`SA_RESTART` keeps
    /// ordinary reads and waits from failing with `EINTR`).
    @discardableResult
    package static func installHandler(
        _ handler: @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32 = SA_RESTART,
        blocking: [Int32] = []
    ) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        action.sa_flags = flags
        sigemptyset(&action.sa_mask)
        for blocked in blocking { sigaddset(&action.sa_mask, blocked) }
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return previous
    }

    /// Leaves `signal` to the system's default action (`SIG_DFL`).
    package static func restoreDefault(_ signal: Int32) {
        _ = Foundation.signal(signal, SIG_DFL)
    }

    /// Ignores `signal` (`SIG_IGN`).
    package static func ignore(_ signal: Int32) {
        _ = Foundation.signal(signal, SIG_IGN)
    }

    /// Gives `signal` its default action and returns the action it replaced, for
    /// `setAction` to put back. Async-signal-safe.
    package static func takeDefaultAction(_ signal: Int32) -> SignalAction {
        var standard = sigaction()  // all zero: SIG_DFL
        var previous = sigaction()
        sigaction(signal, &standard, &previous)
        return previous
    }

    /// Installs `action` for `signal`, as `takeDefaultAction` or `installHandler` returned it.
    /// Async-signal-safe.
    package static func setAction(_ action: UnsafePointer<SignalAction>, for signal: Int32) {
        sigaction(signal, action, nil)
    }

    /// Lets `signals` reach this thread, whatever mask it inherited.
    package static func unblock(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Lets `signal` reach this thread (`blocked` false), or holds it back. Async-signal-safe.
    package static func setBlocked(_ signal: Int32, _ blocked: Bool) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(blocked ? SIG_BLOCK : SIG_UNBLOCK, &set, nil)
    }

    /// Holds every signal back from this thread, so that the others get them.
    package static func blockAll() {
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
    }

    /// Sends `signal` to this thread. Async-signal-safe.
    package static func raise(_ signal: Int32) {
        _ = Foundation.raise(signal)
    }

    /// Ends the process at once with `status`: no `atexit`, no flushing. Async-signal-safe.
    package static func exitNow(_ status: Int32) -> Never {
        _exit(status)
    }

    /// Runs `body` and puts `errno` back as it was: a signal handler must leave it as the
    /// interrupted code saw it. Async-signal-safe when `body` is.
    package static func preservingErrno(_ body: () -> Void) {
        let saved = errno
        body()
        errno = saved
    }

    /// Waits `milliseconds`, or less if a signal arrives. Async-signal-safe (a `poll` on
    /// nothing), unlike the sleeps of Foundation.
    package static func pause(milliseconds: Int32) {
        _ = poll(nil, 0, milliseconds)
    }

    /// Sleeps `microseconds` (not async-signal-safe: `pause` is the one for a handler).
    package static func sleep(microseconds: UInt32) {
        usleep(microseconds)
    }

    /// Gives this thread an alternate stack of `bytes` for handlers installed with
    /// `SA_ONSTACK`, unless it has one already (the Swift runtime's backtracer may have given
    /// it one: that one is kept). The memory is never freed.
    package static func ensureAlternateStack(bytes: Int) {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_sp == nil || current.ss_flags & Int32(SS_DISABLE) != 0 else {
            return
        }
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        stack.ss_size = bytes
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
    }
}
