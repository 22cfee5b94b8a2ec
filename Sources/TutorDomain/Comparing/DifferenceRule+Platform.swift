import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Apple's Foundation and swift-corelibs-foundation print the same fact differently in a few
/// places. Each rule here is one of them, measured with Swift 6.3.1 on Linux.
extension DifferenceRule {
    /// Every platform rule: what a program prints on Linux that it printed otherwise on Apple's
    /// platforms.
    package static let platform: [DifferenceRule] = [
        typeMismatchLowercase, valueNotFoundSaysNull, invalidJSONWithoutUnderlyingError,
    ]

    /// Apple: `Expected value of type Int.`; Linux: `expected value of type Int.`
    package static let typeMismatchLowercase = DifferenceRule(
        id: "typeMismatch-lowercase", kind: .platform,
        explanation:
            """
            Linux's Foundation starts a typeMismatch's message with a small "expected"; Apple's with a capital. \
            Same error, same type, same path.
            """,
        replacing: "DecodingError.typeMismatch: Expected value of type ",
        with: "DecodingError.typeMismatch: expected value of type ")

    /// Apple: `Expected value of type String. Path`; Linux adds `but found null instead`.
    package static let valueNotFoundSaysNull = DifferenceRule(
        id: "valueNotFound-found-null", kind: .platform,
        explanation:
            """
            Linux's Foundation adds "but found null instead" to a valueNotFound's message; Apple's leaves it to the \
            debug description. Same error, same path.
            """,
        around: "DecodingError.valueNotFound: Expected value of type "
    ) { line, phrase in
        let rest = line[phrase.upperBound...]
        // The type ends at the first ". " (or at a final "."), since type names hold no spaces after a dot.
        let end = rest.range(of: ". ")?.lowerBound ?? (rest.hasSuffix(".") ? rest.index(before: rest.endIndex) : nil)
        guard let end, end > rest.startIndex else { return nil }
        return line[..<phrase.upperBound] + rest[..<end] + " but found null instead" + rest[end...]
    }

    /// Apple appends `. Underlying error: Error Domain=NSCocoaErrorDomain Code=3840 …` to an
    /// invalid-JSON error; Linux's parser has no underlying NSError to show.
    package static let invalidJSONWithoutUnderlyingError = DifferenceRule(
        id: "invalid-JSON-no-underlying-error", kind: .platform,
        explanation:
            """
            Apple's JSON parser attaches an NSError (NSCocoaErrorDomain, code 3840) with the parser's own complaint; \
            Linux's Foundation reports the same dataCorrupted error without it.
            """,
        around: ". Underlying error: Error Domain=NSCocoaErrorDomain Code=3840 "
    ) { line, phrase in
        line.contains("DecodingError.dataCorrupted: ") ? String(line[..<phrase.lowerBound]) : nil
    }
}
