import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// A JSON document as it was written, read by `JSONReader`: `true` stays a Boolean, `3` an
/// integer and `3.0` a fraction (Foundation's `JSONSerialization` blurs all three on Linux),
/// an object keeps its keys in their order, and a number keeps its text, so that `learn`
/// can tell what a value is and say exactly what a round trip changed.
package indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number without a fraction or exponent, as written (`-12`, `18446744073709551616`).
    case integer(String)
    /// A number with a fraction or an exponent, as written (`2.50`, `1e3`).
    case fraction(String)
    case string(String)
    case array([JSONValue])
    /// The keys in the document's order; `JSONReader` refuses a key written twice by `learn`'s
    /// rules, and keeps only its last by `JSONSerialization`'s.
    case object([(key: String, value: JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.integer(let a), .integer(let b)), (.fraction(let a), .fraction(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The value of a key of an object (the first, though the reader allows one only).
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What kind of value it is, as a sentence names it: "a string", "null".
    package var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .integer: "an integer"
        case .fraction: "a fractional number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
