import Foundation

/// A place to go, with a picture; its properties are named the Swift way.
struct Lead: Decodable {
    let city: String
    let imageURL: URL

    /// The feed's own spelling, although the strategy converts it first.
    enum CodingKeys: String, CodingKey {
        case city
        case imageURL = "image_url"
    }
}
