/// One postcard from the trip.
struct Postcard: Codable {
    var to: String
    var sent: String

    /// One case per stored property. Each raw value is the key's name in
    /// the JSON; here it is the property's own name, so none is written
    /// out. (The compiler's own version of this enum is private.)
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

    /// Writes the postcard as one JSON object. The container is a `var`
    /// because every `encode` call adds a key to it.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.to, forKey: .to)
        try container.encode(self.sent, forKey: .sent)
    }
}
