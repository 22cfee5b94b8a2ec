import Foundation

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

// Readings of model values that only tests make: the tutor itself never asks them.

extension CardMemory {
    /// The scheduled gap between the last review and the due date, in whole days (rounded
    /// down), as py-fsrs's and ts-fsrs's reference tests count it; 0 for a new card.
    package var scheduledDays: Int {
        guard let lastReview else { return 0 }
        return FSRSScheduler.wholeDays(from: lastReview, to: due)
    }
}

extension ExpectedDiagnostic {
    /// The line as `diagnostics.txt` holds it, with its `here: ` mark when it has one.
    package var recordedLine: String { (fromLesson ? "" : Self.herePrefix) + description }
}
