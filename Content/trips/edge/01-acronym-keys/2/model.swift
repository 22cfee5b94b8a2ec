import Foundation

/// A place to go, with a picture; its properties are named the Swift way.
struct Lead: Decodable {
    let city: String
    let imageURL: URL

    /// Keys as they read after `.convertFromSnakeCase` has run.
    enum CodingKeys: String, CodingKey {
        case city
        case imageURL = "imageUrl"
    }
}
