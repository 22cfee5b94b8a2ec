import Foundation

/// A suggestion from the feed, with only the fields this card needs.
struct Pick: Decodable {
    let city: String
    let imageURL: URL

    /// The JSON's own names; `city` is listed though it keeps its name.
    enum CodingKeys: String, CodingKey {
        case city
        case imageURL = "image_url"
    }
}
