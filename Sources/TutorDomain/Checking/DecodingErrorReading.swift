import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// A `DecodingError` as a program printed it, read back into its parts and told as a
/// sentence: which case, where in the document, what was expected and what was found.
///
/// It reads the printed form (`DecodingError.keyNotFound: Key 'sent' not found … Path: [0].
/// Debug description: …`), which is what a learner's program gives the tutor; the forms of
/// Apple's and Linux's Foundation are both understood.
package struct DecodingErrorReading: Equatable, Sendable {
    package enum Kind: String, Sendable {
        case keyNotFound, typeMismatch, valueNotFound, dataCorrupted
    }

    package var kind: Kind
    /// The coding path as printed: `[0].sent`, `from.city`, or empty for the top level.
    package var path: String
    /// The missing key, for `keyNotFound`.
    package var key: String?
    /// The expected type, for `typeMismatch` and `valueNotFound`.
    package var expectedType: String?
    package var debugDescription: String
    /// The type the model declares for the property at `path`, when the reader knows it: a
    /// `Date` is read from a `String` or a `Double`, so `expectedType` alone would mislead.
    package var declaredType: String?
    /// Whether the code the check ran turns the document's keys from snake case
    /// (`.convertFromSnakeCase`): a key the decoder then looks for with an underscore inside it
    /// is one no converted key can match.
    package var convertsFromSnakeCase = false
    /// Whether the code the check ran reads `Data` with `.deferredToData`, as an array of
    /// byte numbers: a string found where an array was wanted is then bytes written as text.
    package var readsDataAsNumbers = false

    /// Whether `declaredType` is an enum of the learner's with no raw type, which Codable
    /// reads from an object naming its case, never from a string or a number.
    package var declaredEnumWithoutRawType = false

    /// Whether the learner's code decodes the missing key with `decode` of an optional type
    /// (`decode(String?.self, forKey:)`), which throws for a missing key where
    /// `decodeIfPresent` gives `nil`.
    package var decodesOptionalWithDecode = false

    /// The raw types an enum can declare for Codable to read its cases from a value.
    package static let rawTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "Character",
    ]

    /// Reads one printed line; nil when it is not a `DecodingError`.
    package init?(line: String) {
        guard let start = line.range(of: "DecodingError.") else { return nil }
        let text = line[start.upperBound...]
        guard let colon = text.firstIndex(of: ":"), let kind = Kind(rawValue: String(text[..<colon])) else {
            return nil
        }
        self.kind = kind
        let body = String(text[text.index(after: colon)...])
        path = Self.field("Path: ", in: body) ?? ""
        debugDescription = body.range(of: "Debug description: ").map { String(body[$0.upperBound...]) } ?? ""
        key = Self.between("Key '", "'", in: body)
        expectedType = Self.between("xpected value of type ", ".", in: body).map {
            $0.replacingOccurrences(of: " but found null instead", with: "")
        }
    }

    private static func field(_ name: String, in body: String) -> String? {
        guard let range = body.range(of: name) else { return nil }
        let rest = body[range.upperBound...]
        let end = rest.range(of: ". Debug description")?.lowerBound ?? rest.range(of: ". ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    private static func between(_ open: String, _ close: String, in body: String) -> String? {
        guard let start = body.range(of: open) else { return nil }
        let rest = body[start.upperBound...]
        guard let end = rest.range(of: close) else { return nil }
        return String(rest[..<end.lowerBound])
    }

    /// The path in words: `[0].sent` → "the first postcard's `sent`".
    package func place(element noun: String) -> String {
        let parts = path.split(separator: ".").map(String.init)
        guard !parts.isEmpty else { return "the top level of the document" }
        var words: [String] = []
        var owner: String?
        for part in parts {
            if part.hasPrefix("["), part.hasSuffix("]"), let index = Int(part.dropFirst().dropLast()) {
                owner = "the \(Self.ordinal(index + 1)) \(noun)"
            } else if let current = owner {
                owner = "\(current)'s `\(part)`"
            } else {
                owner = "`\(part)`"
            }
        }
        words.append(owner ?? "the document")
        return words.joined()
    }

    /// What the model expects, as its declaration says: "a `Date` (read from a `String`)"
    /// when the decoder looked for another type underneath.
    private var expected: String {
        guard let declared = declaredType.map(ModelShape.element(of:)), declared != expectedType else {
            return Self.describe(expectedType)
        }
        guard let expectedType else { return Self.describe(declared) }
        return "\(Self.describe(declared)) (read from \(Self.describe(expectedType)))"
    }

    /// One sentence for the learner.
    package func sentence(element noun: String) -> String {
        let place = place(element: noun)
        switch kind {
        case .keyNotFound:
            let where_ = path.isEmpty ? "the top-level object" : place
            if let converted = keyBeforeConversion.map(Self.convertedFromSnakeCase) {
                return
                    """
                    keyNotFound: the decoder looked for the key `\(key ?? "?")` in \(where_), but \
                    `.convertFromSnakeCase` had turned the document's `\(key ?? "?")` into `\(converted)` first, and \
                    no converted key has an underscore inside it: the key's raw value must be the converted spelling, \
                    `\(converted)`.
                    """
            }
            return
                """
                keyNotFound: the decoder looked for the key `\(key ?? "?")` in \(where_) and the document has no such \
                key.
                """
        case .typeMismatch:
            if declaredEnumWithoutRawType, let declared = declaredType.map(ModelShape.element(of:)) {
                return
                    """
                    typeMismatch: at \(place) the model's `\(declared)` is an enum with no raw type, which Codable \
                    reads from an object naming its case, but the document holds \(Self.found(debugDescription)).
                    """
            }
            return
                """
                typeMismatch: at \(place) the model expects \(expected), but the document holds \
                \(Self.found(debugDescription)).
                """
        case .valueNotFound:
            return
                """
                valueNotFound: at \(place) the document has `null`, but the model's \
                \(Self.describe(expectedType).replacingOccurrences(of: "a ", with: "")) is not optional.
                """
        case .dataCorrupted:
            if debugDescription.contains("not valid JSON") {
                return "dataCorrupted: the bytes are not valid JSON, so nothing could be decoded at all."
            }
            return
                """
                dataCorrupted: at \(place) the value is valid JSON but cannot become the model's type \
                (\(debugDescription)).
                """
        }
    }

    /// The missing key, when it is spelled as the document spells it before the conversion
    /// the decoder makes: snake case, an underscore between two words, with the strategy on.
    package var keyBeforeConversion: String? {
        guard kind == .keyNotFound, convertsFromSnakeCase, let key else { return nil }
        let inner = key.drop { $0 == "_" }.reversed().drop { $0 == "_" }
        return inner.contains("_") ? key : nil
    }

    /// `image_url` as `.convertFromSnakeCase` turns it: `imageUrl` (each word after the first
    /// capitalised, the rest of it lowercase; underscores at either end kept).
    package static func convertedFromSnakeCase(_ key: String) -> String {
        let leading = key.prefix { $0 == "_" }
        let trailing = String(key.reversed().prefix { $0 == "_" })
        let words = key.dropFirst(leading.count).dropLast(trailing.count).split(separator: "_").map(String.init)
        guard let first = words.first else { return key }
        return leading + first + words.dropFirst().map(\.capitalized).joined() + trailing
    }

    private static func found(_ debug: String) -> String {
        guard let range = debug.range(of: "but found ") else { return "something else" }
        let what = String(debug[range.upperBound...]).replacingOccurrences(of: " instead.", with: "")
            .replacingOccurrences(of: " instead", with: "")
        // Linux's Foundation says "found number"; Apple's "found a number".
        return what.hasPrefix("a ") || what.hasPrefix("an ") ? what : "a " + what
    }

    /// A type as a learner thinks of it: `Dictionary<String, Any>` is an object.
    private static func describe(_ type: String?) -> String {
        guard let type else { return "another type" }
        if type.hasPrefix("Dictionary<") { return "an object" }
        if type.hasPrefix("Array<") { return "an array" }
        return "a `\(type)`"
    }

    package static func ordinal(_ number: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
        if number >= 1, number <= words.count { return words[number - 1] }
        let suffix =
            (11...13).contains(number % 100)
            ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][number % 10]
        return "\(number)\(suffix)"
    }
}
