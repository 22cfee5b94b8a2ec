// Breaks: the place must be nested again on encode; city and country are written flat at the top.
import Foundation

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
        case id, to, sent, message, stamp, from, city, country
        case pictureURL = "picture_url"
    }
    enum PlaceKeys: String, CodingKey { case city, country }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        to = try c.decode(String.self, forKey: .to)
        sent = try c.decode(Date.self, forKey: .sent)
        message = try c.decodeIfPresent(String.self, forKey: .message)
        stamp = try c.decode(Stamp.self, forKey: .stamp)
        pictureURL = try c.decode(URL.self, forKey: .pictureURL)
        let p = try c.nestedContainer(keyedBy: PlaceKeys.self, forKey: .from)
        city = try p.decode(String.self, forKey: .city)
        country = try p.decode(String.self, forKey: .country)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(to, forKey: .to)
        try c.encode(sent, forKey: .sent)
        try c.encode(message, forKey: .message)
        try c.encode(stamp, forKey: .stamp)
        try c.encode(pictureURL, forKey: .pictureURL)
        try c.encode(city, forKey: .city)
        try c.encode(country, forKey: .country)
    }
}
