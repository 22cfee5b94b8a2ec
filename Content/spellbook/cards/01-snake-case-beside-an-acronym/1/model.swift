import Foundation

/// A card on sale, read from snake case keys; only the acronym needs a
/// key of its own.
struct Listing: Decodable {
    let cardName: String
    let manaValue: Int
    let thumbnailURL: URL

    /// Raw values are compared with the keys after the conversion.
    enum CodingKeys: String, CodingKey {
        case cardName, manaValue
        case thumbnailURL = "thumbnailUrl"
    }
}
