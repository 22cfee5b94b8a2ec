/// A postcard whose Codable conformance is written out in full, exactly as the compiler
/// would generate it for the two properties below.
struct Postcard: Codable {
    /// Who the card is addressed to.
    var to: String
    /// When it was posted, still as the text the JSON holds.
    var sent: String

    /// One case per stored property. The raw values are the key names in the JSON; here
    /// they match the property names, so none is written. (The compiler's own version of
    /// this enum is private.)
    enum CodingKeys: String, CodingKey {
        case to
        case sent
    }

    /// Reads a postcard from one JSON object, one property per key.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.to = try container.decode(String.self, forKey: .to)
        self.sent = try container.decode(String.self, forKey: .sent)
    }

    /// Writes the postcard as one JSON object. The container is mutable because every
    /// `encode` call adds a key to it.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.to, forKey: .to)
        try container.encode(self.sent, forKey: .sent)
    }
}
