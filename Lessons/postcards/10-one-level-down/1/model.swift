import Foundation

/// The way a postcard travels; each raw value is the word the document uses.
enum Stamp: String, Codable {
    case airmail
    case surface
    case priority
}

/// Where a card was posted: the small object stored under `"from"`.
struct Place: Codable {
    var city: String
    var country: String
}

/// One postcard from the trip, with its place of posting as a value of its own.
struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var from: Place
    var sent: Date
    var message: String?
    var stamp: Stamp
    var pictureURL: URL

    /// The keys the document uses; every property has a case, renamed or not.
    enum CodingKeys: String, CodingKey {
        case id
        case to
        case from
        case sent
        case message
        case stamp
        case pictureURL = "picture_url"
    }
}
