import Foundation

/// A postcard whose picture address may be missing.
struct Postcard: Decodable {
    var to: String
    var pictureURL: URL?

    /// The document's spelling of the picture key.
    enum CodingKeys: String, CodingKey {
        case to
        case pictureURL = "picture_url"
    }
}
