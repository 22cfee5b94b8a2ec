import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// One interview drill of a step (`drill`): when it started, how long it took, and whether the
/// learner's model passed. Kept from the moment it starts, so that a drill the tutor never saw
/// end (a closed terminal) still counts as tried.
package struct DrillAttempt: Codable, Equatable, Sendable {
    /// When the clock started; it tells two attempts apart.
    package var started: Date
    /// Seconds on the clock when the drill ended; nil while it runs, or when the tutor that ran
    /// it ended without saying.
    package var seconds: Double?
    /// Whether it ended with the learner's model passing the step's check.
    package var passed = false

    package init(started: Date, seconds: Double? = nil, passed: Bool = false) {
        (self.started, self.seconds, self.passed) = (started, seconds, passed)
    }

    package init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        started = try values.decode(Date.self, forKey: .started)
        seconds = try values.salvage(Double.self, forKey: .seconds)
        passed = try values.salvage(Bool.self, forKey: .passed) ?? false
    }

    /// Hours after which a drill that never ended stops locking its step's hints and
    /// solution: the tutor that ran it is long gone.
    package static let lockHours = 3.0

    /// Whether the drill is still running at `now`: not ended, and started within `lockHours`.
    package func isUnderWay(at now: Date) -> Bool {
        seconds == nil && now.timeIntervalSince(started) < Self.lockHours * 3600
    }
}

extension Progress.LessonProgress {
    /// The drills of step `number`, oldest first.
    package func drills(of number: Int) -> [DrillAttempt] {
        drills[String(number)] ?? []
    }

    /// The fastest passed drill of step `number`, in seconds; nil when none passed.
    package func bestDrill(of number: Int) -> Double? {
        drills(of: number).filter(\.passed).compactMap(\.seconds).min()
    }

    /// The drill of step `number` running at `now`, if one is: its hints and solution wait.
    package func drillUnderWay(of number: Int, at now: Date = Date()) -> DrillAttempt? {
        guard let last = drills(of: number).last, last.isUnderWay(at: now) else { return nil }
        return last
    }

    /// Two tutors' drills of each step together: one attempt per start, the ended one where a
    /// tutor saw it end.
    package static func mergedDrills(_ theirs: [String: [DrillAttempt]], _ mine: [String: [DrillAttempt]]) -> [String:
        [DrillAttempt]]
    {
        var result = theirs
        for (step, attempts) in mine {
            var byStart = Dictionary(
                (result[step] ?? []).map { ($0.started, $0) }, uniquingKeysWith: { first, _ in first })
            for attempt in attempts where byStart[attempt.started]?.seconds == nil || attempt.seconds != nil {
                byStart[attempt.started] = attempt
            }
            result[step] = byStart.values.sorted { $0.started < $1.started }
        }
        return result
    }
}
