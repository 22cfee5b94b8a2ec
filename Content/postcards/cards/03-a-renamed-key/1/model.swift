import Foundation

/// A postcard read with the snake case conversion on; only the acronym
/// needs a key of its own.
struct Postcard: Decodable {
    var to: String
    var pictureURL: URL

    /// The raw value is what the conversion makes of `picture_url`.
    enum CodingKeys: String, CodingKey {
        case to
        case pictureURL = "pictureUrl"
    }
}
