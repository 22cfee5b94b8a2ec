import Foundation

/// A place to go, with a picture; `CodingKeys` names the key as the strategy leaves it.
struct Lead: Decodable {
    let city: String
    let imageURL: URL

    /// Raw values as they look after `.convertFromSnakeCase` has run.
    enum CodingKeys: String, CodingKey {
        case city
        case imageURL = "imageUrl"
    }
}
