import Foundation

/// The way a postcard travels; each raw value is the word the document uses.
enum Stamp: String, Codable {
    case airmail
    case surface
    case priority
}

/// One postcard from the trip, now with the address of the picture on its front.
struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var sent: Date
    var message: String?
    var stamp: Stamp
    var pictureURL: URL

    /// The keys the document uses. Once this enum exists, it alone decides which properties
    /// are read and written, so every one of them has a case, renamed or not.
    enum CodingKeys: String, CodingKey {
        case id
        case to
        case sent
        case message
        case stamp
        case pictureURL = "picture_url"
    }
}
