// expect: Your model did not compile
// expect: 'container' is a 'let' constant
// expect: change 'let' to 'var' to make it mutable

// The mistake: `encode(to:)` keeps its container in a `let`, and every
// `encode` call needs to change it.

/// One postcard from the trip.
struct Postcard: Codable {
    var to: String
    var sent: String

    /// The keys of a card's object in the document.
    enum CodingKeys: String, CodingKey {
        case to
        case sent
    }

    /// Reads a postcard from one JSON object.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        to = try container.decode(String.self, forKey: .to)
        sent = try container.decode(String.self, forKey: .sent)
    }

    /// Writes the postcard as one JSON object.
    func encode(to encoder: any Encoder) throws {
        let container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(to, forKey: .to)
        try container.encode(sent, forKey: .sent)
    }
}
