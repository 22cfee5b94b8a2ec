#if DEBUG
import Foundation
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
        SignalHandlerState.faultMainThread = pthread_self()
        // Without SA_ONSTACK: the recursion runs on the main thread's own stack.
        Syscalls.installHandler(overflowOnMainThread, for: SIGUSR1, flags: 0)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, SIGUSR1)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
    }
}

private func overflowOnMainThread(_ signal: Int32) {
    let mainThread = SignalHandlerState.faultMainThread
    guard pthread_equal(pthread_self(), mainThread) != 0 else {
        pthread_kill(mainThread, signal)
        return
    }
    SignalHandlerState.faultDepthReached = recurse(1)
}

/// Calls itself until the stack is gone; the sum after the call keeps every frame alive.
private func recurse(_ depth: Int) -> Int {
    var frame = (depth, depth, depth, depth, depth, depth, depth, depth)
    return withUnsafeMutablePointer(to: &frame) { pointer in
        depth == Int.max ? 0 : recurse(depth + 1) + pointer.pointee.0
    }
}
#endif
