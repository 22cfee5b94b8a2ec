import Foundation

/// A postcard that lifts the sender's city out of the `from` object.
struct Postcard: Decodable {
    var to: String
    var city: String

    /// The keys of the postcard object.
    enum CodingKeys: String, CodingKey {
        case to
        case from
    }

    /// The keys of the object under `from`.
    enum PlaceKeys: String, CodingKey {
        case city
    }

    /// Reads `to` at the top level and `city` one level down.
    init(from decoder: any Decoder) throws {
        let card = try decoder.container(keyedBy: CodingKeys.self)
        to = try card.decode(String.self, forKey: .to)
        let place = try card.nestedContainer(
            keyedBy: PlaceKeys.self, forKey: .from)
        city = try place.decode(String.self, forKey: .city)
    }
}
