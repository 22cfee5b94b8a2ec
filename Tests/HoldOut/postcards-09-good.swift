import Foundation

/// CodingKeys with every raw value written out, in a different order; a custom init(from:).
struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var sent: Date
    var message: String?
    var stamp: Stamp
    var pictureURL: URL

    enum CodingKeys: String, CodingKey {
        case pictureURL = "picture_url"
        case stamp = "stamp"
        case message = "message"
        case sent = "sent"
        case to = "to"
        case id = "id"
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        to = try c.decode(String.self, forKey: .to)
        sent = try c.decode(Date.self, forKey: .sent)
        message = try c.decodeIfPresent(String.self, forKey: .message)
        stamp = try c.decode(Stamp.self, forKey: .stamp)
        pictureURL = try c.decode(URL.self, forKey: .pictureURL)
    }
}
