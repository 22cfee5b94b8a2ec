import Foundation

/// One card of the Lanternfall catalogue.
///
/// Only ever decoded: the catalogue belongs to the service, and the app
/// never sends a card back.
struct Card: Decodable {
    let id: Int
    let name: String
    let flavorText: String
    let artURL: URL
    /// A small picture of the artwork, as the bytes of a PNG file.
    let thumbnail: Data

    /// The keys as they read once the snake case strategy has converted
    /// them. Only the acronym needs a raw value: `art_url` arrives as
    /// `artUrl`.
    enum CodingKeys: String, CodingKey {
        case id, name, flavorText
        case artURL = "artUrl"
        case thumbnail
    }
}
