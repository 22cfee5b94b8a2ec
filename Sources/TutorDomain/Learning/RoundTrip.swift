import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Compares a document with what the model encoded from it, as JSON values: numbers as
/// numbers (`2.50` is `2.5`), keys in any order, strings exactly. A `null` that went missing
/// is no difference: a synthesized `encode(to:)` leaves out an optional that is `nil`, and a
/// decoder reads the missing key as `nil` again. Everything else that changed is named by its
/// path, with why.
package struct RoundTrip: Equatable {
    package struct Difference: Equatable, Codable, Sendable {
        package var path: String
        package var reason: String
    }

    package private(set) var differences: [Difference] = []
    /// How many `null`s the encoder left out.
    package private(set) var nullsLeftOut = 0

    /// The most differences named; the count says how many more there were.
    package static let mostNamed = 20
    package private(set) var unnamed = 0

    package init(original: JSONValue, encoded: JSONValue) {
        compare(original, encoded, at: "")
    }

    private mutating func note(_ path: String, _ reason: String) {
        if differences.count < Self.mostNamed {
            differences.append(Difference(path: path.isEmpty ? "." : path, reason: reason))
        } else {
            unnamed += 1
        }
    }

    private mutating func compare(_ original: JSONValue, _ encoded: JSONValue, at path: String) {
        switch (original, encoded) {
        case (.object(let before), .object(let after)):
            var remaining = Dictionary(after.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            for (key, value) in before {
                let here = path + ModelPath.member(key)
                guard let again = remaining.removeValue(forKey: key) else {
                    if value == .null {
                        nullsLeftOut += 1
                    } else {
                        note(here, "the key is missing from what was encoded")
                    }
                    continue
                }
                compare(value, again, at: here)
            }
            for key in after.map(\.key) where remaining[key] != nil {
                note(path + ModelPath.member(key), "a key the document does not have was encoded")
            }
        case (.array(let before), .array(let after)):
            if before.count != after.count { note(path, "\(before.count) elements became \(after.count)") }
            for (index, (value, again)) in zip(before, after).enumerated() {
                compare(value, again, at: "\(path)[\(index)]")
            }
        case (.null, .null):
            break
        case (.bool(let a), .bool(let b)):
            if a != b { note(path, "\(a) came back as \(b)") }
        case (.integer(let a), .integer(let b)), (.integer(let a), .fraction(let b)),
            (.fraction(let a), .integer(let b)),
            (.fraction(let a), .fraction(let b)):
            if !Self.sameNumber(a, b) { note(path, "the number \(a) came back as \(b)") }
        case (.string(let a), .string(let b)):
            if a != b { note(path, "the string \(Self.shown(a)) came back as \(Self.shown(b))") }
        default:
            note(path, "\(original.kind) came back as \(encoded.kind)")
        }
    }

    /// Whether two numbers' texts are one number: exactly, digit for digit in value (`2.50` is
    /// `2.5`, but a fraction `Double` rounded, or an integer too long for it, is not the same);
    /// by `Double` only where the number is past what `Decimal` holds.
    package static func sameNumber(_ a: String, _ b: String) -> Bool {
        if let x = Int(a), let y = Int(b) { return x == y }
        let posix = Locale(identifier: "en_US_POSIX")
        if let x = Decimal(string: a, locale: posix), let y = Decimal(string: b, locale: posix), !x.isNaN, !y.isNaN {
            return x == y
        }
        guard let x = Double(a), let y = Double(b) else { return a == b }
        return x == y
    }

    private static func shown(_ text: String) -> String {
        "\"" + TerminalText.escaped(text, limit: 40) + "\""
    }
}
