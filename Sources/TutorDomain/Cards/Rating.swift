import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// How well the learner recalled a card, on FSRS's four-point scale.
///
/// The raw values are the grades FSRS's formulas use (`G` in 1...4), so they must not change:
/// several formulas subtract 1 or 3 from them.
package enum Rating: Int, Sendable, Codable, CaseIterable, Hashable {
    /// Forgotten: the card goes back to its (re)learning steps.
    case again = 1
    /// Recalled with serious effort.
    case hard = 2
    /// Recalled after a moment's thought.
    case good = 3
    /// Recalled instantly.
    case easy = 4

    /// Parses what a learner types at the grade prompt: `1`–`4` or a rating's name.
    ///
    /// Case and surrounding blanks are ignored because people type `Good ` at a prompt;
    /// anything else is `nil` so the caller can ask again rather than guess.
    package init?(parsing text: String) {
        let word = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if let number = Int(word), let rating = Rating(rawValue: number) {
            self = rating
            return
        }
        guard let rating = Rating.allCases.first(where: { $0.name == word }) else { return nil }
        self = rating
    }

    /// The rating's name as the learner types it, e.g. `good`.
    package var name: String {
        switch self {
        case .again: "again"
        case .hard: "hard"
        case .good: "good"
        case .easy: "easy"
        }
    }

    /// Whether the learner recalled the card at all; only `again` counts as forgetting.
    package var isRecall: Bool { self != .again }
}
