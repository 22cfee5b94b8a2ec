import Foundation
import Synchronization
import TutorBase

/// Time a child has had to run: monotonic time since it started, less the time the tutor
/// and its children spent stopped by Ctrl-Z.
///
/// A program stopped with the tutor did not use its time limit, so `fg` gives it back the
/// rest; and a wall-clock jump (a laptop's sleep, an NTP correction) cannot end a run early.
package struct RunClock {
    /// Nanoseconds spent stopped, over the tutor's life. The Ctrl-Z handler adds to it, so it
    /// is an `Atomic` in `SignalHandlerState`: the handler's addition is releasing, and this
    /// read acquiring.
    package static var stoppedNanoseconds: UInt64 {
        SignalHandlerState.stoppedNanoseconds.load(ordering: .acquiring)
    }

    /// Adds `nanoseconds` to `stoppedNanoseconds`. Async-signal-safe: a lock-free atomic add.
    package static func addStopped(_ nanoseconds: UInt64) {
        SignalHandlerState.stoppedNanoseconds.wrappingAdd(nanoseconds, ordering: .releasing)
    }

    private let start = Syscalls.monotonicNanoseconds()
    private let stoppedAtStart = RunClock.stoppedNanoseconds

    package init() {}

    /// `seconds`, as a function to hand to what reads a clock.
    package func secondsSinceStart() -> Double { seconds }

    /// Seconds of running time so far.
    package var seconds: Double {
        let stopped = Self.stoppedNanoseconds &- stoppedAtStart
        let elapsed = Syscalls.monotonicNanoseconds() &- start
        return elapsed > stopped ? Double(elapsed - stopped) / 1e9 : 0
    }
}
