import Foundation

/// A sender's profile, with Swift-style property names.
struct Profile: Decodable {
    var userName: String
    var imageURL: URL

    /// The keys as `.convertFromSnakeCase` leaves them: `user_name` arrives
    /// as `userName` by itself, `image_url` as `imageUrl`.
    enum CodingKeys: String, CodingKey {
        case userName
        case imageURL = "imageUrl"
    }
}
