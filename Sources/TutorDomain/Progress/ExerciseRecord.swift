import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// The learner's work on one step's exercise: whether their code passed (and against which
/// version of the lesson), how many hints they have read, and how their checks went.
package struct ExerciseRecord: Codable, Equatable, Sendable {
    /// The fingerprint of the lesson's step when the learner's code passed it; nil until it
    /// has. A different fingerprint now means the lesson changed since: check again.
    package var passed: String?
    package var hintsShown = 0
    /// Checks that failed since the last pass, for offering the solution after three.
    package var failedChecks = 0
    /// What the last failed check found, in a sentence; hints start from it.
    package var lastFailure: String?
    /// When this record last changed: of two tutors' records, the later wins.
    package var changed: Date?

    package init() {}

    package init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        passed = try values.salvage(String.self, forKey: .passed)
        hintsShown = try values.salvage(Int.self, forKey: .hintsShown) ?? 0
        failedChecks = try values.salvage(Int.self, forKey: .failedChecks) ?? 0
        lastFailure = try values.salvage(String.self, forKey: .lastFailure)
        changed = try values.salvage(Date.self, forKey: .changed)
    }
}

/// Where a learner stands on one step.
package enum StepState: String, Codable, Sendable {
    /// Not shown or run yet.
    case new
    /// Shown or run, but the learner's own code has not passed it (or it has nothing to write).
    case read
    /// The learner's own code passed it (a step with nothing to write: its run matched).
    case done
    /// Passed once, but the lesson's step has changed since: check again.
    case changed
}
