import Synchronization
import TutorBase
import TutorCLI
import TutorSystem

#if DEBUG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the executable's own signal handlers read. A handler cannot take a lock (the thread
/// it interrupted may hold it), so these are `Atomic`s (lock-free, so async-signal-safe) in
/// `static let`s, whose address never changes, set before the handler is installed. Nothing
/// here switches the compiler's concurrency checks off.
///
/// Only the debug build's fault hooks (`FaultHooks`) need any; the prompt's handlers write
/// to a pipe or a `SignalWord`, which TutorSystem keeps.
enum SignalHandlerState {
    /// The thread the SIGUSR1 fault hook overflows, set by `FaultHooks.install` (releasing)
    /// before the handler is installed; the SIGUSR1 handler reads it (acquiring), on whichever
    /// thread the signal lands.
    static let faultMainThread = Atomic<pthread_t>(pthread_self())
    /// Where the recursion got to, kept so that the recursion is not optimised away. Written
    /// from inside the SIGUSR1 handler, by the recursion that never returns.
    static let faultDepthReached = Atomic<Int>(0)
}
#endif
