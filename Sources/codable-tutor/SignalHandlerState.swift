import TutorBase
import TutorCLI
import TutorSystem

#if DEBUG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the executable's own signal handlers read: the one file of this module where the
/// compiler's concurrency checks are switched off. A handler cannot take a lock (the thread
/// it interrupted may hold it), so these are plain words, set before the handler is installed.
///
/// Only the debug build's fault hooks (`FaultHooks`) need any; the prompt's handlers write
/// to a pipe or a `SignalWord`, which TutorSystem keeps.
enum SignalHandlerState {
    /// The thread the SIGUSR1 fault hook overflows, set by `FaultHooks.install`.
    // Unsafe: the SIGUSR1 handler reads it, on whichever thread the signal lands.
    nonisolated(unsafe) static var faultMainThread = pthread_self()
    /// Where the recursion got to, kept so that the recursion is not optimised away.
    // Unsafe: written from inside the SIGUSR1 handler, by the recursion that never returns.
    nonisolated(unsafe) static var faultDepthReached = 0
}
#endif
