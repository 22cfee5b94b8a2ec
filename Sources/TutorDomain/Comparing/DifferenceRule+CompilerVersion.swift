import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// A compiler's wording changes from one release to the next while the rule it enforces stays.
/// Each rule here maps one message exactly as the lesson quoted it to the message Swift 6.3.1
/// prints for the same code.
extension DifferenceRule {
    /// Every compiler-version rule.
    package static let compilerVersion: [DifferenceRule] = [isolatedConformanceContext]

    /// The lesson: `main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used
    /// in @concurrent context` (with `; this is an error in the Swift 6 language mode` as a
    /// warning). Swift 6.3.1: `… cannot be used in nonisolated context …`, followed by the
    /// diagnostic group `[#IsolatedConformances]`.
    package static let isolatedConformanceContext = DifferenceRule(
        id: "isolated-conformance-context", kind: .compilerVersion,
        explanation:
            """
            The lesson's compiler called the place a @concurrent function runs "@concurrent context"; Swift 6.3.1 \
            calls it "nonisolated context" and names the message's group, [#IsolatedConformances]. Same \
            conformance, same code, same fix.
            """,
        around: " cannot be used in @concurrent context"
    ) { line, phrase in
        // Only the SE-0470 message, as an error or as its Swift 5 mode warning; nothing after
        // the place but the warning's own clause.
        let tail = line[phrase.upperBound...]
        guard line.contains("-isolated conformance of '"),
            tail.isEmpty || tail == "; this is an error in the Swift 6 language mode"
        else { return nil }
        return line[..<phrase.lowerBound] + " cannot be used in nonisolated context" + tail + " [#IsolatedConformances]"
    }
}
