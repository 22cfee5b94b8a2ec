// expect: Key 'city' not found
// expect: `Postcard.CodingKeys` has a case `from`
// expect: `Postcard.PlaceKeys`

// The mistake: `city` and `country` moved onto the card as if the document
// had them at its top level, with the generated coding code left to find them.

import Foundation

/// How a postcard travels; each raw value is the word the document uses.
enum Stamp: String, Codable {
    case airmail
    case surface
    case priority
}

/// One postcard from the trip.
struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var city: String
    var country: String
    var sent: Date
    var message: String?
    var stamp: Stamp
    var pictureURL: URL

    /// The keys of a card's object in the document.
    enum CodingKeys: String, CodingKey {
        case id
        case to
        case city
        case country
        case sent
        case message
        case stamp
        case pictureURL = "picture_url"
    }
}
