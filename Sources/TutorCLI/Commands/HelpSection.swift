import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Where a command sits in `help`: the listing leads with what a learner needs first (finding
/// a step, running it), then practice, then their own models, and ends with the author's and
/// the tutor's own commands.
package enum HelpSection: Int, CaseIterable, Sendable, Comparable {
    case findYourWay
    case learn
    case practise
    case yourModel
    case authors
    case tutor

    /// The heading printed above the section's commands.
    var title: String {
        switch self {
        case .findYourWay: "Find your way"
        case .learn: "Read and run a step"
        case .practise: "Practise"
        case .yourModel: "Your own model"
        case .authors: "For lesson authors"
        case .tutor: "The tutor"
        }
    }

    package static func < (lhs: HelpSection, rhs: HelpSection) -> Bool { lhs.rawValue < rhs.rawValue }
}
