import Foundation

/// A postcard whose Codable conformance is spelled out by hand.
struct Postcard: Codable {
    var to: String
    var city: String

    /// One case per stored property; each raw value is the JSON name.
    enum CodingKeys: String, CodingKey {
        case to, city
    }

    /// Opens the keyed container and fills each property from it.
    init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        self.city = try keyed.decode(String.self, forKey: .city)
        self.to = try keyed.decode(String.self, forKey: .to)
    }

    /// Opens a keyed container and puts each property into it.
    func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        try keyed.encode(city, forKey: .city)
        try keyed.encode(to, forKey: .to)
    }
}
