// expect: Your model did not compile
// expect: 'stamp' does not have a matching CodingKey
// expect: `Postcard.CodingKeys` has a case `stamp`
// expect: every stored property without a default needs a

// The mistake: `CodingKeys` maps the picture's key but leaves out `stamp`.

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
        case pictureURL = "picture_url"
    }
}
