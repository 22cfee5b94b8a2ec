import Foundation
import Synchronization
import TutorBase

/// Sees to it that nothing the tutor started outlives it, however it ends.
///
/// - SIGTERM, SIGHUP (the terminal closed), SIGINT and SIGQUIT, when they would end the tutor,
///   first kill every child's process group, then let a helper thread sweep up strays (see
///   `StraySweep`) before the tutor dies of the same signal.
/// - Ctrl-Z (SIGTSTP, and SIGTTIN/SIGTTOU) stops the children with the tutor and continues
///   them with it; the stopped time does not count against their limits (`RunClock`).
/// - A closed standard output ends the tutor quietly, after the same clean-up: SIGPIPE is
///   ignored, so writes fail with EPIPE and `Console` calls `outputClosed()`.
/// - On Linux each child also gets a parent-death signal (`ForkPlan`), for SIGKILL.
/// - A signal the tutor was started with ignored stays ignored: SIGHUP under `nohup`, SIGINT
///   and SIGQUIT for a job started with `&` by a shell without job control.
///
/// What the handlers read lives in memory made by `install()` and never freed (the child
/// table, the stopped-time counter, the shutdown pipe's end, the crash text): a handler may
/// run at any moment, and must never find a Swift global half made or already freed.
package enum ProcessGuard {
    /// Whether `install()` has run: only the tutor itself may end the process on EPIPE.
    package static var isInstalled: Bool { installed.withLock { $0 != nil } }
    /// The signals the tutor was started with ignored, which it therefore leaves ignored.
    package static var ignoredAtStart: Set<Int32> { installed.withLock { $0 ?? [] } }
    /// What `install()` found ignored at start; nil before it has run. No handler reads it,
    /// so it may take a lock: any thread may ask.
    private static let installed = Mutex<Set<Int32>?>(nil)
    /// The write end the fatal-signal handler hands its signal number to, or -1 before the
    /// helper thread runs.
    package static let shutdownRequest = SignalWord(-1)

    /// Takes charge of the tutor's signals. Call once, first thing, on the main thread.
    package static func install() {
        guard !isInstalled else { return }
        Syscalls.fillStandardDescriptors()
        // Made now, outside any handler: the handlers only read them.
        SignalHandlerState.make()
        _ = ChildRegistry.slots
        _ = ChildRegistry.tutorMark
        _ = shutdownRequest.value
        prepareCrashMemory()
        StraySweep.ownsAllChildren = true
        StraySweep.isSubreaper = Syscalls.becomeSubreaper()
        Syscalls.becomeUndumpable()
        // Started with SIGCHLD ignored, every child would be reaped by the kernel the moment
        // it ends, and no run could learn how its program ended.
        Syscalls.restoreDefault(SIGCHLD)
        Syscalls.ignore(SIGPIPE)
        let ending = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
        let stopping = [SIGTSTP, SIGTTIN, SIGTTOU]
        let ignoredAtStart = Set((ending + stopping).filter(Syscalls.isIgnored))
        for fatal in ending where !ignoredAtStart.contains(fatal) { handle(fatal, with: endOnSignal) }
        for stop in stopping where !ignoredAtStart.contains(stop) { handle(stop, with: stopWithChildren) }
        installCrashHandlers()
        // A tutor started from a thread that blocks signals (a worker thread of Dispatch, as
        // in a test runner) inherits the mask: it must still hear these.
        Syscalls.unblock(
            [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGCONT, SIGWINCH] + crashSignals)
        installed.withLock { $0 = ignoredAtStart }
    }

    /// The thread that sweeps strays after a fatal signal. It is started with the first child:
    /// before that there is nothing to sweep, and a command that starts nothing (`lessons`,
    /// the first prompt) should not pay for a thread.
    private static let helper: Void = {
        guard let pipe = try? Syscalls.pipe() else { return }
        let thread = Thread { finishAfterSignal(reading: pipe.read) }
        thread.name = "codable-tutor shutdown"
        thread.start()
        shutdownRequest.value = pipe.write
    }()

    /// Called before each child is started: makes sure a fatal signal can be swept up after.
    package static func prepareForChildren() {
        if isInstalled { _ = helper }
    }

    /// Ends what is still running before a normal exit.
    package static func finish() {
        ChildRegistry.signalAll(SIGKILL)
        StraySweep.everything()
    }

    /// Standard output or error was closed by whoever reads it: end quietly, as SIGPIPE
    /// would, but without leaving a program behind.
    package static func outputClosed() -> Never {
        ChildRegistry.signalAll(SIGKILL, attached: SIGTERM)
        StraySweep.everything()
        die(by: SIGPIPE)
    }

    private static func handle(_ signal: Int32, with handler: @convention(c) (Int32) -> Void) {
        // One fatal signal at a time: a second one waits while the first is handled.
        Syscalls.installHandler(handler, for: signal, blocking: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
    }

    /// The helper thread: waits for a fatal signal's number, sweeps, and ends the process.
    private static func finishAfterSignal(reading request: Int32) {
        Syscalls.blockAll()
        var number: [UInt8] = [0]
        guard (try? Syscalls.read(request, into: &number)) == 1 else { return }
        StraySweep.everything()
        die(by: Int32(number[0]))
    }

    /// Dies of `signal` with its default action, as if the tutor had never caught it.
    /// Async-signal-safe.
    package static func die(by signal: Int32) -> Never {
        _ = Syscalls.takeDefaultAction(signal)
        Syscalls.setBlocked(signal, false)
        Syscalls.raise(signal)
        Syscalls.exitNow(128 + signal)
    }
}

/// A fatal signal: kill the children's groups at once, then give the helper thread a moment
/// to sweep strays; it ends the process, or this handler does when the moment is over.
private func endOnSignal(_ signal: Int32) {
    ChildRegistry.signalAll(SIGKILL, attached: SIGTERM)
    let helper = ProcessGuard.shutdownRequest.value
    if helper >= 0, Syscalls.writeByte(helper, UInt8(truncatingIfNeeded: signal)) {
        // The whole moment: another signal (a Ctrl-Z, a resize) would end one pause early.
        let deadline = Syscalls.monotonicNanoseconds() + 3_000_000_000
        var now = Syscalls.monotonicNanoseconds()
        while now < deadline {
            Syscalls.pause(milliseconds: Int32((deadline - now) / 1_000_000) + 1)
            now = Syscalls.monotonicNanoseconds()
        }
    }
    ProcessGuard.die(by: signal)
}

/// Ctrl-Z: stop the children, stop the tutor; on `fg`, continue both and count the pause out.
private func stopWithChildren(_ signal: Int32) {
    Syscalls.preservingErrno {
        ChildRegistry.signalAll(SIGSTOP)
        let stoppedAt = Syscalls.monotonicNanoseconds()
        var ours = Syscalls.takeDefaultAction(signal)
        Syscalls.setBlocked(signal, false)
        Syscalls.raise(signal)  // the tutor stops here until SIGCONT
        Syscalls.setBlocked(signal, true)
        Syscalls.setAction(&ours, for: signal)
        RunClock.addStopped(Syscalls.monotonicNanoseconds() &- stoppedAt)
        ChildRegistry.signalAll(SIGCONT)
    }
}
