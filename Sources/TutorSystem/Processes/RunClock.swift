import Foundation
import TutorBase

/// Time a child has had to run: monotonic time since it started, less the time the tutor
/// and its children spent stopped by Ctrl-Z.
///
/// A program stopped with the tutor did not use its time limit, so `fg` gives it back the
/// rest; and a wall-clock jump (a laptop's sleep, an NTP correction) cannot end a run early.
package struct RunClock {
    /// Nanoseconds spent stopped, over the tutor's life. The Ctrl-Z handler adds to it, so it
    /// is a bare pointer in `SignalHandlerState` (see `ChildRegistry` for why that is enough).
    package static var stoppedNanoseconds: UnsafeMutablePointer<UInt64> { SignalHandlerState.stoppedNanoseconds }

    private let start = Syscalls.monotonicNanoseconds()
    private let stoppedAtStart = RunClock.stoppedNanoseconds.pointee

    package init() {}

    /// `seconds`, as a function to hand to what reads a clock.
    package func secondsSinceStart() -> Double { seconds }

    /// Seconds of running time so far.
    package var seconds: Double {
        let stopped = Self.stoppedNanoseconds.pointee &- stoppedAtStart
        let elapsed = Syscalls.monotonicNanoseconds() &- start
        return elapsed > stopped ? Double(elapsed - stopped) / 1e9 : 0
    }
}
