import Foundation

/// Flat city/country with a nested container; keys grouped in one nested namespace; encodeNil written explicitly.
struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var sent: Date
    var message: String?
    var stamp: Stamp
    var pictureURL: URL
    var city: String
    var country: String

    enum CodingKeys: String, CodingKey {
        case from, id, message, stamp, sent, to
        case pictureURL = "picture_url"
    }

    enum PlaceKeys: String, CodingKey {
        case country, city
    }

    init(from decoder: any Decoder) throws {
        let card = try decoder.container(keyedBy: CodingKeys.self)
        let place = try card.nestedContainer(keyedBy: PlaceKeys.self, forKey: .from)
        city = try place.decode(String.self, forKey: .city)
        country = try place.decode(String.self, forKey: .country)
        id = try card.decode(Int.self, forKey: .id)
        to = try card.decode(String.self, forKey: .to)
        sent = try card.decode(Date.self, forKey: .sent)
        message = (try? card.decodeNil(forKey: .message)) == false
            ? try card.decode(String.self, forKey: .message) : nil
        stamp = try card.decode(Stamp.self, forKey: .stamp)
        pictureURL = try card.decode(URL.self, forKey: .pictureURL)
    }

    func encode(to encoder: any Encoder) throws {
        var card = encoder.container(keyedBy: CodingKeys.self)
        try card.encode(id, forKey: .id)
        try card.encode(to, forKey: .to)
        try card.encode(sent, forKey: .sent)
        if let message {
            try card.encode(message, forKey: .message)
        } else {
            try card.encodeNil(forKey: .message)
        }
        try card.encode(stamp, forKey: .stamp)
        try card.encode(pictureURL, forKey: .pictureURL)
        var place = card.nestedContainer(keyedBy: PlaceKeys.self, forKey: .from)
        try place.encode(country, forKey: .country)
        try place.encode(city, forKey: .city)
    }
}
