import SwiftToolchain
import TutorBase
import TutorSystem

/// A mistake `check` knows how to recognise in a learner's model, by the compiler's message
/// or by the `DecodingError` the model caused.
///
/// Recognising a mistake is the tutor's job and stays in Swift; where a lesson teaches its fix
/// is content, named in the lesson's `advice.txt` by the mistake's raw value.
package enum CheckMistake: String, CaseIterable, Sendable {
    // Found by the compiler.
    case missingCodingKey = "missing-coding-key"
    case extensionInAnotherFile = "extension-in-another-file"
    case letWithDefault = "let-with-default"
    case mainActorConformance = "main-actor-conformance"
    case propertyNotCodable = "property-not-codable"
    // Found by the decoder.
    case keyWithAcronym = "key-with-acronym"
    case rawValueBeforeConversion = "raw-value-before-conversion"
    case keyNotFound = "key-not-found"
    case decodeOfOptional = "decode-of-optional"
    case dateAsText = "date-as-text"
    case dataAsText = "data-as-text"
    case typeMismatch = "type-mismatch"
    case enumWithoutRawType = "enum-without-raw-type"
    case nullValue = "null-value"
    case unknownEnumValue = "unknown-enum-value"
    case corruptedData = "corrupted-data"
    // Found by the encoder.
    case nonConformingFloat = "non-conforming-float"

    /// The mistake this one is a case of, whose advice a lesson without advice of its own for
    /// this one gives: a key decoded with `decode` of an optional is a key not found.
    package var broader: CheckMistake? {
        switch self {
        case .decodeOfOptional: .keyNotFound
        default: nil
        }
    }

    /// The mistake a compiler message shows, if it is one the lessons explain.
    package static func forDiagnostic(_ message: String) -> CheckMistake? {
        let phrases: [(String, CheckMistake)] = [
            ("does not have a matching CodingKey", .missingCodingKey),
            ("extension outside of file declaring", .extensionInAnotherFile),
            ("immutable property will not be decoded", .letWithDefault),
            ("main actor-isolated conformance", .mainActorConformance),
        ]
        if let found = phrases.first(where: { message.contains($0.0) }) { return found.1 }
        // "cannot automatically synthesize 'Decodable' because 'extra' does not conform to
        // 'Decodable'": a property whose type is not Codable ('_' is a syntax error's echo).
        if message.contains("cannot automatically synthesize"), message.contains("does not conform to"),
            !message.contains("'_'")
        {
            return .propertyNotCodable
        }
        return nil
    }

    /// The mistake a decoding error shows.
    package static func forError(_ error: DecodingErrorReading) -> CheckMistake {
        switch error.kind {
        case .keyNotFound:
            if error.keyBeforeConversion != nil { return .rawValueBeforeConversion }
            if error.decodesOptionalWithDecode { return .decodeOfOptional }
            let key = error.key ?? ""
            return key.contains(where: \.isUppercase) && hasAcronym(key) ? .keyWithAcronym : .keyNotFound
        case .typeMismatch:
            if error.declaredEnumWithoutRawType { return .enumWithoutRawType }
            if error.expectedType == "Double", error.debugDescription.contains("found a string") { return .dateAsText }
            // `.deferredToData` reads bytes through an unkeyed container: an array of numbers.
            if error.readsDataAsNumbers, error.expectedType?.hasPrefix("Array<") == true,
                error.debugDescription.contains("found a string") || error.debugDescription.contains("found string")
            {
                return .dataAsText
            }
            return .typeMismatch
        case .valueNotFound:
            return .nullValue
        case .dataCorrupted:
            return error.debugDescription.contains("Cannot initialize") ? .unknownEnumValue : .corruptedData
        }
    }

    /// `pictureURL`, `userID`: two capitals in a row, which snake case conversion never makes.
    package static func hasAcronym(_ key: String) -> Bool {
        zip(key, key.dropFirst()).contains { $0.isUppercase && $1.isUppercase }
    }
}
