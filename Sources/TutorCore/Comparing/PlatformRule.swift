import Foundation

/// One precise, named way in which Apple's Foundation and swift-corelibs-foundation print the
/// same fact differently.
///
/// A rule rewrites a line as the lesson recorded it (on an Apple platform) into the line this
/// platform prints. A line counts as a platform difference only when a rule's rewrite gives
/// the real line exactly: nothing is ignored, trimmed or matched loosely.
public struct PlatformRule: Sendable, Identifiable {
    /// A short, stable name, shown beside the line (`typeMismatch-lowercase`).
    public var id: String
    /// The sentence the learner reads: what differs and why it is not their mistake.
    public var explanation: String
    /// The lesson's line as this platform would print it; nil when the rule does not apply.
    public var rewrite: @Sendable (String) -> String?

    public init(id: String, explanation: String, rewrite: @escaping @Sendable (String) -> String?) {
        self.id = id
        self.explanation = explanation
        self.rewrite = rewrite
    }
}

extension PlatformRule {
    /// Every platform rule the tutor knows. Each has a test with the lesson's line and the
    /// real line.
    public static let all: [PlatformRule] = [typeMismatchLowercase, valueNotFoundSaysNull, invalidJSONWithoutUnderlyingError]

    /// Apple: `Expected value of type Int.`; Linux: `expected value of type Int.`
    public static let typeMismatchLowercase = PlatformRule(
        id: "typeMismatch-lowercase",
        explanation: "Linux's Foundation starts a typeMismatch's message with a small \"expected\"; Apple's with a capital. Same error, same type, same path."
    ) { line in
        let apple = "DecodingError.typeMismatch: Expected value of type "
        guard let range = line.range(of: apple) else { return nil }
        return line.replacingCharacters(in: range, with: "DecodingError.typeMismatch: expected value of type ")
    }

    /// Apple: `Expected value of type String. Path`; Linux adds `but found null instead`.
    public static let valueNotFoundSaysNull = PlatformRule(
        id: "valueNotFound-found-null",
        explanation: "Linux's Foundation adds \"but found null instead\" to a valueNotFound's message; Apple's leaves it to the debug description. Same error, same path."
    ) { line in
        let prefix = "DecodingError.valueNotFound: Expected value of type "
        guard let start = line.range(of: prefix) else { return nil }
        let rest = line[start.upperBound...]
        // The type ends at the first ". " (or at a final "."), since type names hold no spaces after a dot.
        let end = rest.range(of: ". ")?.lowerBound ?? (rest.hasSuffix(".") ? rest.index(before: rest.endIndex) : nil)
        guard let end, end > rest.startIndex else { return nil }
        return line[..<start.upperBound] + rest[..<end] + " but found null instead" + rest[end...]
    }

    /// Apple appends `. Underlying error: Error Domain=NSCocoaErrorDomain Code=3840 …` to an
    /// invalid-JSON error; Linux's parser has no underlying NSError to show.
    public static let invalidJSONWithoutUnderlyingError = PlatformRule(
        id: "invalid-JSON-no-underlying-error",
        explanation: "Apple's JSON parser attaches an NSError (NSCocoaErrorDomain, code 3840) with the parser's own complaint; Linux's Foundation reports the same dataCorrupted error without it."
    ) { line in
        let marker = ". Underlying error: Error Domain=NSCocoaErrorDomain Code=3840 "
        guard line.contains("DecodingError.dataCorrupted: "), let range = line.range(of: marker) else { return nil }
        return String(line[..<range.lowerBound])
    }
}
