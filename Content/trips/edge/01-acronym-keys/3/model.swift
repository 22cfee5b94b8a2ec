import Foundation

/// A place to go, with a picture; `CodingKeys` uses the feed's own spelling.
struct Lead: Decodable {
    let city: String
    let imageURL: URL

    /// Raw values copied from the JSON, underscores and all.
    enum CodingKeys: String, CodingKey {
        case city
        case imageURL = "image_url"
    }
}
