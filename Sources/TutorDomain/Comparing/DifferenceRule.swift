import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// One precise, named way in which a line the lesson recorded and the line printed here state
/// the same fact in different words, for a reason that is not the learner's mistake.
///
/// A rule rewrites a line as the lesson recorded it into the line this machine prints. A line
/// counts as explained only when a rule's rewrite gives the real line exactly: nothing is
/// ignored, trimmed or matched loosely. Rules come in two kinds, because a learner should know
/// which of the two machines made the difference: the Foundation the program ran on, or the
/// compiler that read it.
package struct DifferenceRule: Sendable, Identifiable {
    /// What differs between the lesson's machine and this one.
    package enum Kind: String, Sendable, Codable {
        /// Apple's Foundation against swift-corelibs-foundation: what a program prints.
        case platform
        /// The lesson's compiler against this one: what a compiler message says.
        case compilerVersion = "compiler-version"

        /// The kind as the learner reads it: "platform", "compiler-version".
        package var name: String { rawValue }

        /// Every kind, in the order reports list them.
        package static let all: [Kind] = [.platform, .compilerVersion]

        /// "1 platform difference", "2 compiler-version differences".
        package func differences(_ count: Int) -> String {
            "\(count) \(name) difference\(count == 1 ? "" : "s")"
        }
    }

    /// A short, stable name, shown beside the line (`typeMismatch-lowercase`).
    package var id: String
    package var kind: Kind
    /// The sentence the learner reads: what differs and why it is not their mistake.
    package var explanation: String
    /// Text that every line the rule rewrites contains. Comparison asks about every pair of
    /// lines while it aligns two outputs, so a rule is only tried on a line holding this.
    package var marker: String
    /// The lesson's line as this machine would print it; nil when the rule does not apply.
    package var rewrite: @Sendable (String) -> String?

    package init(
        id: String, kind: Kind, marker: String, explanation: String,
        rewrite: @escaping @Sendable (String) -> String?
    ) {
        (self.id, self.kind, self.explanation, self.marker, self.rewrite) = (id, kind, explanation, marker, rewrite)
    }

    /// A rule that finds the phrase `lesson` in a line and rewrites the line around it:
    /// `rewrite` gets the line and where the phrase stands, and gives nil to leave the line
    /// alone. The phrase is the rule's marker too.
    package init(
        id: String, kind: Kind, explanation: String, around lesson: String,
        rewrite: @escaping @Sendable (_ line: String, _ phrase: Range<String.Index>) -> String?
    ) {
        self.init(id: id, kind: kind, marker: lesson, explanation: explanation) { line in
            line.range(of: lesson).flatMap { rewrite(line, $0) }
        }
    }

    /// A rule that puts `here` in place of the phrase `lesson` wherever a line holds it.
    package init(id: String, kind: Kind, explanation: String, replacing lesson: String, with here: String) {
        self.init(id: id, kind: kind, explanation: explanation, around: lesson) { line, phrase in
            line.replacingCharacters(in: phrase, with: here)
        }
    }

    /// Whether the rule could apply to `line` at all: a byte search, cheap enough to ask often.
    package func mayApply(to line: String) -> Bool {
        line.utf8.firstRange(of: marker.utf8) != nil
    }
}

extension DifferenceRule {
    /// Every rule the tutor knows, platform rules first. Each has a test with the lesson's line
    /// and the real line.
    package static let all: [DifferenceRule] = platform + compilerVersion

    /// The rule with this id, if the tutor knows one.
    package static func named(_ id: String) -> DifferenceRule? {
        all.first { $0.id == id }
    }

    /// The rules of one kind: platform rules explain what a program prints, compiler-version
    /// rules what a compiler says, and neither is tried on the other's lines.
    package static func of(_ kind: Kind) -> [DifferenceRule] {
        all.filter { $0.kind == kind }
    }

    /// `platform: a, b; compiler-version: c`: rule ids grouped by kind, for one-line reports.
    /// Only ids of known rules can appear in a verdict, so none is left without a kind.
    package static func summary(of ids: [String]) -> String {
        Kind.all.compactMap { kind in
            let mine = ids.filter { named($0)?.kind == kind }
            return mine.isEmpty ? nil : "\(kind.name): " + mine.joined(separator: ", ")
        }.joined(separator: "; ")
    }
}
