import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// The model `learn` inferred from a learner's documents, as a tree that the emitter, the
/// report, the explanations and the exercise all read: the types to declare, each property
/// with its key, its Swift type and why, and the type the document decodes as.
package struct InferredModel: Equatable, Sendable {
    /// A Swift type a property (or the document) has.
    package indirect enum SwiftType: Equatable, Sendable {
        case bool, int, uint64, double, decimal, string, date, url
        /// `JSONValue`, the catch-all type the model declares when nothing else fits.
        case anyValue
        /// One of the model's own structs.
        case named(String)
        case array(SwiftType)
        /// `[String: T]`: an object whose keys are values.
        case dictionary(SwiftType)
        case optional(SwiftType)

        /// As Swift spells it: `[Stop]?`.
        package var spelled: String {
            switch self {
            case .bool: "Bool"
            case .int: "Int"
            case .uint64: "UInt64"
            case .double: "Double"
            case .decimal: "Decimal"
            case .string: "String"
            case .date: "Date"
            case .url: "URL"
            case .anyValue: InferredModel.anyValueName
            case .named(let name): name
            case .array(let element): "[\(element.spelled)]"
            case .dictionary(let value): "[String: \(value.spelled)]"
            case .optional(let wrapped): wrapped.spelled + "?"
            }
        }

        /// Whether the catch-all type is part of it.
        package var usesAnyValue: Bool {
            switch self {
            case .anyValue: true
            case .array(let inner), .dictionary(let inner), .optional(let inner): inner.usesAnyValue
            default: false
            }
        }
    }

    /// Why a choice was made: what in the document led to it, and the concept it is, which
    /// the lessons teach somewhere (`LearnConcepts`).
    package struct Reason: Equatable, Sendable {
        package var sentence: String
        package var concept: String

        package init(_ sentence: String, concept: String) {
            (self.sentence, self.concept) = (sentence, concept)
        }
    }

    package struct Property: Equatable, Sendable {
        /// The key in the document.
        package var key: String
        /// The key as the decoder's container has it: the document's, or what
        /// `.convertFromSnakeCase` made of it (`first_name` → `firstName`).
        package var codingKey: String
        /// The Swift name, as declared (a keyword in backticks).
        package var name: String
        package var type: SwiftType
        /// Where its values are, as a path from the document's top (`.stops[].name`).
        package var path: String
        package var reasons: [Reason]

        /// Whether the key needs a `CodingKeys` case of its own.
        package var renamed: Bool { name.trimmingCharacters(in: ["`"]) != codingKey }
    }

    package struct Struct: Equatable, Sendable {
        package var name: String
        /// Where its objects are (`.stops[]`).
        package var path: String
        package var properties: [Property]
        package var reasons: [Reason]

        /// Whether it needs a `CodingKeys` enum: a key is not its property's name.
        package var needsCodingKeys: Bool { properties.contains(where: \.renamed) }
    }

    /// An enum for array elements of several kinds, told apart by a key (`kind`): a case
    /// for each kind, its payload that kind's own struct.
    package struct Enum: Equatable, Sendable {
        package struct Case: Equatable, Sendable {
            /// The discriminator's value (`"photo"`).
            package var value: String
            /// The case's name, as declared.
            package var name: String
            /// The payload struct.
            package var payload: String
        }

        package var name: String
        package var path: String
        /// The discriminator key in the document, and as the decoder's container has it.
        package var key: String
        package var codingKey: String
        package var cases: [Case]
        package var reasons: [Reason]
    }

    /// The type the whole document decodes as: `Root`, `[Postcard]`, `Int`.
    package var root: SwiftType
    package var rootReasons: [Reason]
    /// In the order they are declared: the root's first, then each as first used.
    package var structs: [Struct]
    /// The enums for elements of several kinds.
    package var enums: [Enum] = []
    /// How the decoder and the encoder read and write the model's `Date`s; nil where it has none.
    package var dateStrategy: DateStrategy?

    /// A decoder's (and its encoder's) way with dates: one for the whole model.
    package enum DateStrategy: Equatable, Sendable {
        case iso8601
        /// `.formatted` with a `DateFormatter` of this `dateFormat`, in `en_US_POSIX` and UTC.
        case formatted(String)

        /// As a sentence or `--json` names it: `iso8601`, `formatted(yyyy-MM-dd)`.
        package var name: String {
            switch self {
            case .iso8601: "iso8601"
            case .formatted(let format): "formatted(\(format))"
            }
        }
    }

    /// Whether the dates are `.iso8601`.
    package var usesISO8601: Bool { dateStrategy == .iso8601 }
    /// Whether the decoder converts keys from snake case (and the encoder back to it).
    package var convertsSnakeCase = false

    /// The name of the catch-all JSON value type, when the model declares it.
    package static let anyValueName = "JSONValue"

    /// Whether the model needs the catch-all type.
    package var usesAnyValue: Bool {
        root.usesAnyValue || structs.contains { $0.properties.contains { $0.type.usesAnyValue } }
    }

    /// Every property, in declaration order.
    package var properties: [Property] { structs.flatMap(\.properties) }
}
