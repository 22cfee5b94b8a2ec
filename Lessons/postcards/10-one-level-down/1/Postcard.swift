import Foundation

/// Where a card was posted: the small object under "from".
struct Place: Codable {
    var city: String
    var country: String
}

/// One postcard from the trip.
struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var from: Place
    var sent: Date
    var message: String?
    var stamp: Stamp
    var pictureURL: URL

    /// The keys of a card's object in the document.
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
