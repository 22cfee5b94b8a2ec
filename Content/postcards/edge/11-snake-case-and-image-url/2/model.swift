import Foundation

/// A sender's profile, mapping each Swift name to the server's key by hand.
struct Profile: Codable {
    var userName: String
    var imageURL: URL

    /// The server's keys, spelled out.
    enum CodingKeys: String, CodingKey {
        case userName = "user_name"
        case imageURL = "image_url"
    }
}
