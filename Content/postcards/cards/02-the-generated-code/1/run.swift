import Foundation

/// A postcard whose Codable conformance is written out in full.
struct Postcard: Codable {
    var to: String
    var city: String

    /// One case per stored property; the raw value is the JSON key.
    enum CodingKeys: String, CodingKey {
        case to
        case city
    }

    /// Reads each property from a keyed container.
    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        to = try values.decode(String.self, forKey: .to)
        city = try values.decode(String.self, forKey: .city)
    }

    /// Writes each property into a keyed container.
    func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(to, forKey: .to)
        try values.encode(city, forKey: .city)
    }
}

/// Decodes one postcard and encodes it straight back.
func run() {
    let input = Data(#"{ "to": "Grandma", "city": "Lisbon" }"#.utf8)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    do {
        let card = try JSONDecoder().decode(Postcard.self, from: input)
        let output = try encoder.encode(card)
        print(String(decoding: output, as: UTF8.self))
    } catch {
        print(error)
    }
}
