/// What `learn` found and proved, as `--json` prints it and the screen shows it: the model's
/// size, each property with its type, why and where the lessons teach it, and whether the
/// model compiled, decoded every document and gave it back the same.
public struct LearnReport: Codable, Equatable, Sendable {
    public struct Property: Codable, Equatable, Sendable {
        public var path: String
        public var key: String
        public var name: String
        public var swiftType: String
        public var why: [String]
        /// Where the lessons teach each reason's concept, as `show` or `cards --card` take it.
        public var taughtIn: [String]
    }

    /// How many types the model declares.
    public var types: Int
    /// The type the document decodes as.
    public var root: String
    public var properties: [Property]
    /// How many properties got the catch-all type.
    public var fallbacks: Int
    public var compiled: Bool
    /// Whether every document decoded.
    public var decoded: Bool
    /// Whether every document came back as the same JSON values.
    public var roundTrip: Bool
    public var differences: [RoundTrip.Difference]
    /// How many `null`s the encoder left out, which a decoder reads back as `nil`: no difference.
    public var nullsLeftOut: Int
    /// The compiler's messages, or the decoder's error, when there were any.
    public var problem: String?
    /// Where `--out` wrote the model and its program.
    public var written: [String]
    /// The decoder's key strategy, `convertFromSnakeCase`, when the model uses one.
    public var keyStrategy: String?
    /// The date strategy, `iso8601`, when the model has a `Date`.
    public var dateStrategy: String?
    /// Why `.convertFromSnakeCase` was tried and given up, when it was.
    public var snakeCaseGivenUp: String?

    init(model: InferredModel, places: [String: String]) {
        types = model.structs.count + model.enums.count + (model.usesAnyValue ? 1 : 0)
        root = model.root.spelled
        properties = model.properties.map { property in
            Property(path: property.path, key: property.key, name: property.name, swiftType: property.type.spelled,
                why: property.reasons.map(\.sentence), taughtIn: Self.unique(property.reasons.compactMap { places[$0.concept] }))
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
    public var proven: Bool { compiled && decoded && roundTrip }
}
