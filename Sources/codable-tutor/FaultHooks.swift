#if DEBUG
import Foundation
import Synchronization
import TutorBase
import TutorCLI
import TutorSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Faults the tests inject into the tutor itself, in debug builds only (the release binary
/// has none of this): a real stack overflow cannot be caused from outside.
///
/// `EnvironmentVariable.testOverflowOnSignal=1`: SIGUSR1 makes the main thread recurse without
/// end, as a runaway recursion in the tutor would, wherever it is at that moment (in the
/// middle of a run, say). The crash handler must then still kill the children and say its
/// crash text (`ProcessGuard.prepareCrashMemory`).
enum FaultHooks {
    static func install(environment: [String: String]) {
        guard environment[EnvironmentVariable.testOverflowOnSignal.name] == "1" else { return }
        SignalHandlerState.faultMainThread.store(pthread_self(), ordering: .releasing)
        // Made now, not first inside the handler (a `static let` is made on first use).
        // Relaxed: the value read is not used.
        _ = SignalHandlerState.faultDepthReached.load(ordering: .relaxed)
        // Without SA_ONSTACK: the recursion runs on the main thread's own stack.
        Syscalls.installHandler(overflowOnMainThread, for: SIGUSR1, flags: 0)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, SIGUSR1)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
    }
}

private func overflowOnMainThread(_ signal: Int32) {
    let mainThread = SignalHandlerState.faultMainThread.load(ordering: .acquiring)
    guard pthread_equal(pthread_self(), mainThread) != 0 else {
        pthread_kill(mainThread, signal)
        return
    }
    // Relaxed: nothing reads the depth (the recursion never returns); the store only keeps
    // the recursion from being optimised away.
    SignalHandlerState.faultDepthReached.store(recurse(1), ordering: .relaxed)
}

/// Calls itself until the stack is gone; the sum after the call keeps every frame alive.
private func recurse(_ depth: Int) -> Int {
    var frame = (depth, depth, depth, depth, depth, depth, depth, depth)
    return withUnsafeMutablePointer(to: &frame) { pointer in
        depth == Int.max ? 0 : recurse(depth + 1) + pointer.pointee.0
    }
}
#endif
