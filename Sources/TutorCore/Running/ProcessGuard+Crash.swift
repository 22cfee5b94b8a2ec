import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The actions that were installed before ours for each crash signal, by signal number.
nonisolated(unsafe) private let previousCrashActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)
    actions.initialize(repeating: sigaction(), count: 32)
    return actions
}()

/// Text to write to standard output if the tutor crashes, made before any crash.
nonisolated(unsafe) private var crashText: UnsafeMutablePointer<CChar>?

extension ProcessGuard {
    static let crashSignals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// If the tutor itself crashes, its children are killed first, and the Swift runtime's own
    /// crash report (installed before) still follows.
    static func installCrashHandlers() {
        _ = previousCrashActions
        for signal in crashSignals {
            previousCrashActions[Int(signal)] = Syscalls.installHandler(killChildrenOnCrash, for: signal, flags: 0)
        }
    }

    /// Sets what a crash writes to standard output: `check --json` promises JSON there,
    /// whatever happens.
    public static func sayOnCrash(_ text: String) {
        let previous = crashText
        crashText = strdup(text + "\n")
        free(previous)
    }
}

/// A crash: kill the children and say the crash text once, then hand the signal back to
/// whoever handled it before (the Swift runtime's backtracer, or the default): raised again
/// after the restore, it is pending until this handler returns, and then goes there.
///
/// The earlier handler is not called from here: the backtracer must run as the handler of
/// the signal itself, or it cannot stop the other threads and hangs.
private func killChildrenOnCrash(_ signal: Int32) {
    ChildRegistry.signalAll(SIGKILL, attached: SIGTERM)
    if let text = crashText {
        crashText = nil
        _ = write(STDOUT_FILENO, text, strlen(text))
    }
    sigaction(signal, previousCrashActions + Int(signal), nil)
    raise(signal)
}
