import SwiftToolchain
import TutorBase
import TutorSystem

/// What `learn` found and proved, as `--json` prints it and the screen shows it: the model's
/// size, each property with its type, why and where the lessons teach it, and whether the
/// model compiled, decoded every document and gave it back the same.
package struct LearnReport: Codable, Equatable, Sendable {
    package struct Property: Codable, Equatable, Sendable {
        package var path: String
        package var key: String
        package var name: String
        package var swiftType: String
        package var why: [String]
        /// Where the lessons teach each reason's concept, as `show` or `cards --card` take it.
        package var taughtIn: [String]
    }

    /// How many types the model declares.
    package var types: Int
    /// The type the document decodes as.
    package var root: String
    package var properties: [Property]
    /// How many properties got the catch-all type.
    package var fallbacks: Int
    package var compiled: Bool
    /// Whether every document decoded.
    package var decoded: Bool
    /// Whether every document came back as the same JSON values.
    package var roundTrip: Bool
    package var differences: [RoundTrip.Difference]
    /// How many `null`s the encoder left out, which a decoder reads back as `nil`: no difference.
    package var nullsLeftOut: Int
    /// The compiler's messages, or the decoder's error, when there were any.
    package var problem: String?
    /// Where `--out` wrote the model and its program.
    package var written: [String]
    /// The decoder's key strategy, `convertFromSnakeCase`, when the model uses one.
    package var keyStrategy: String?
    /// The date strategy, `iso8601`, when the model has a `Date`.
    package var dateStrategy: String?
    /// Why `.convertFromSnakeCase` was tried and given up, when it was.
    package var snakeCaseGivenUp: String?

    package init(model: InferredModel, places: [String: String]) {
        types = model.structs.count + model.enums.count + (model.usesAnyValue ? 1 : 0)
        root = model.root.spelled
        properties = model.properties.map { property in
            Property(
                path: property.path, key: property.key, name: property.name, swiftType: property.type.spelled,
                why: property.reasons.map(\.sentence),
                taughtIn: Self.unique(property.reasons.compactMap { places[$0.concept] }))
        }
        fallbacks = model.properties.filter { $0.type.usesAnyValue }.count
        compiled = false
        decoded = false
        roundTrip = false
        differences = []
        nullsLeftOut = 0
        written = []
        keyStrategy = model.convertsSnakeCase ? "convertFromSnakeCase" : nil
        dateStrategy = model.dateStrategy?.name
    }

    private static func unique(_ places: [String]) -> [String] {
        var seen: Set<String> = []
        return places.filter { seen.insert($0).inserted }
    }

    /// Whether the model compiled, decoded every document and gave each back the same.
    package var proven: Bool { compiled && decoded && roundTrip }
}
