import SwiftToolchain
import TutorBase
import TutorSystem

/// Where a card stands in FSRS's learning cycle.
///
/// Encoded as its lowercase name so saved progress files stay readable and survive a
/// reordering of the cases.
package enum CardState: String, Sendable, Codable, CaseIterable, Hashable {
    /// Never reviewed: it has no stability or difficulty yet.
    case new
    /// Seen, and going through the short learning steps (1 and 10 minutes by default).
    case learning
    /// Graduated: scheduled in whole days from its stability.
    case review
    /// Forgotten after graduating, and going through the relearning steps.
    case relearning
}
