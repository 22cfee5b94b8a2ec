import Foundation

/// One postcard from the trip.
struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var sent: Date
    var message: String?
    var stamp: Stamp
    var pictureURL: URL

    /// The keys of a card's object in the document.
    enum CodingKeys: String, CodingKey {
        case id
        case to
        case sent
        case message
        case stamp
        case pictureURL = "picture_url"
    }
}
