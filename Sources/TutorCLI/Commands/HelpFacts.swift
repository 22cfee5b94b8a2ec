import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// The facts help states that belong to the lessons and the scheduler rather than to the
/// sentence: which lessons there are, the retention cards are scheduled for, and how many new
/// cards a day. Help entries are written once, statically, so they hold a placeholder
/// (`{lessons}`, `{lesson}` for one in examples, `{retention}`, `{new-per-day}`) and these facts
/// fill it when help is printed; adding a lesson or changing the policy then changes the help
/// with it.
package struct HelpFacts: Sendable {
    package var lessonNames: [String]
    /// Between 0 and 1.
    package var retention: Double
    package var newPerDay: Int

    package init(
        lessonNames: [String], retention: Double = FSRSParameters().desiredRetention,
        newPerDay: Int = CardQueue().newPerDay
    ) {
        (self.lessonNames, self.retention, self.newPerDay) = (lessonNames, retention, newPerDay)
    }

    /// The facts of the lessons loaded, and the tutor's scheduling policy.
    init(catalogue: LessonCatalogue) {
        self.init(lessonNames: catalogue.lessons.map(\.name))
    }

    /// `text` with every placeholder replaced by its fact.
    package func fill(_ text: String) -> String {
        text.replacingOccurrences(
            of: "{lessons}", with: lessonNames.isEmpty ? "none loaded" : lessonNames.joined(separator: ", ")
        )
        .replacingOccurrences(of: "{lesson}", with: lessonNames.first ?? "<lesson>")
        .replacingOccurrences(of: "{retention}", with: "\(Int((retention * 100).rounded()))%")
        .replacingOccurrences(of: "{new-per-day}", with: String(newPerDay))
    }
}
