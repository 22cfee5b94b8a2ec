import Foundation

/// The way a postcard travels; each raw value is the word the document uses.
enum Stamp: String, Codable {
    case airmail
    case surface
    case priority
}

/// One postcard from the trip, whose `CodingKeys` has lost a case.
struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var sent: Date
    var message: String?
    var stamp: Stamp
    var pictureURL: URL

    /// The keys the document uses, with `stamp` left out to see what the compiler says.
    enum CodingKeys: String, CodingKey {
        case id
        case to
        case sent
        case message
        case pictureURL = "picture_url"
    }
}
