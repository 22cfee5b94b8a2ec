import Foundation
import Synchronization
import TutorBase

// What the crash handler reads lives in `SignalHandlerState`, made before any crash: the
// actions installed before ours, and the text to write to standard output (the bytes, and
// their count in an `Atomic` of its own, 0 for none), never freed, never reallocated.
private var previousCrashActions: UnsafeMutablePointer<Syscalls.SignalAction> {
    SignalHandlerState.previousCrashActions
}
private var crashTextCapacity: Int { SignalHandlerState.crashTextCapacity }
private var crashText: UnsafeMutablePointer<UInt8> { SignalHandlerState.crashText }

extension ProcessGuard {
    package static let crashSignals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]
    /// Bytes of alternate stack for the crash handler.
    package static let alternateStackSize = 256 << 10

    /// Makes what the crash handler reads, and a stack for it to run on: a stack overflow
    /// (runaway recursion) leaves no room on the thread's own stack for a handler, and the
    /// kernel would then kill the tutor without a word, its children running on.
    package static func prepareCrashMemory() {
        _ = previousCrashActions
        _ = crashText
        // Relaxed: the value read is not used; the load only makes the word now.
        _ = SignalHandlerState.crashTextLength.load(ordering: .relaxed)
        // The Swift runtime's backtracer may have given the thread one already: it is kept.
        Syscalls.ensureAlternateStack(bytes: alternateStackSize)
    }

    /// If the tutor itself crashes, its children are killed first, and the Swift runtime's own
    /// crash report (installed before) still follows. The handler runs on the alternate stack
    /// where the crashing thread has one (the main thread; see `prepareCrashMemory`).
    package static func installCrashHandlers() {
        for signal in crashSignals {
            previousCrashActions[Int(signal)] = Syscalls.installHandler(
                killChildrenOnCrash, for: signal, flags: Int32(SA_ONSTACK))
        }
    }

    /// Sets what a crash writes to standard output: `check --json` promises JSON there,
    /// whatever happens. A text longer than the room made for it (16 KiB) is not kept: half a
    /// JSON object would be worse than none.
    ///
    /// The count is stored after the bytes, releasing, so a handler that loads it (acquiring)
    /// also sees the bytes it counts.
    package static func sayOnCrash(_ text: String) {
        SignalHandlerState.crashTextLength.store(0, ordering: .releasing)
        let bytes = Array((text + "\n").utf8)
        guard bytes.count <= crashTextCapacity else { return }
        bytes.withUnsafeBufferPointer { crashText.update(from: $0.baseAddress!, count: bytes.count) }
        SignalHandlerState.crashTextLength.store(bytes.count, ordering: .releasing)
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
    // Taken and cleared in one step: two threads crashing at once say it once between them.
    let length = SignalHandlerState.crashTextLength.exchange(0, ordering: .acquiring)
    if length > 0 {
        _ = Syscalls.writeAll(STDOUT_FILENO, UnsafeRawBufferPointer(start: crashText, count: length))
    }
    Syscalls.setAction(previousCrashActions + Int(signal), for: signal)
    Syscalls.raise(signal)
}
