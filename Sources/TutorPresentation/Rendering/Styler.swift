import SwiftToolchain
import TutorBase
import TutorDomain
import TutorSystem

/// Colour for the three things colour means in the tutor: the same, a platform difference,
/// and a real difference. Nothing else is coloured.
package struct Styler: Sendable {
    /// What a piece of text is, as far as colour goes.
    package enum Meaning: Sendable {
        case same, platform, different
    }

    /// Off on a pipe and with `NO_COLOR`; the executable decides.
    package var colour: Bool

    package init(colour: Bool) {
        self.colour = colour
    }

    /// `text` in the colour of `meaning`, or unchanged when colour is off.
    package func paint(_ text: String, _ meaning: Meaning) -> String {
        guard colour, !text.isEmpty else { return text }
        let code =
            switch meaning {
            case .same: "32"
            case .platform: "33"
            case .different: "31"
            }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// The one-character mark for a line verdict, readable without colour.
    package static func mark(_ verdict: LineVerdict) -> String {
        switch verdict {
        case .identical: "="
        case .explained: "~"
        case .different: "!"
        }
    }

    /// The colour meaning of a line verdict.
    package static func meaning(_ verdict: LineVerdict) -> Meaning {
        switch verdict {
        case .identical: .same
        case .explained: .platform
        case .different: .different
        }
    }
}
