import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// The clock of an interview drill: seconds since it started, told as a learner reads them
/// ("4 min 12 s").
///
/// The clock is handed in, so a test moves it by hand; by default it is the tutor's run clock,
/// monotonic and stopped while the tutor is (Ctrl-Z pauses a drill too).
package struct DrillTimer {
    /// When the drill started, as the progress file keeps it.
    let started: Date
    private let clock: () -> Double
    private let atStart: Double

    /// - Parameters:
    ///   - started: the wall-clock start, kept in progress to tell attempts apart.
    ///   - clock: seconds on some steady clock; only the differences are read.
    init(started: Date = Date(), clock: @escaping () -> Double = RunClock().secondsSinceStart) {
        self.started = started
        self.clock = clock
        atStart = clock()
    }

    /// Whole seconds since the drill started.
    var seconds: Double {
        max(0, (clock() - atStart).rounded(.down))
    }

    /// The time so far, in words: `⏱ 4 min 12 s`.
    var shown: String { "⏱ " + Self.words(seconds) }

    /// A duration in words, to the second: `12 s`, `4 min 12 s`, `4 min`, `1 h 3 min`.
    /// From an hour on the seconds are left out.
    package static func words(_ seconds: Double) -> String {
        let total = Int(max(0, seconds).rounded(.down))
        let hours = total / 3600
        let minutes = total % 3600 / 60
        let rest = total % 60
        if hours > 0 { return minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes) min" }
        if minutes == 0 { return "\(rest) s" }
        return rest == 0 ? "\(minutes) min" : "\(minutes) min \(rest) s"
    }
}
