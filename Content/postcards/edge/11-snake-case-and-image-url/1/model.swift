import Foundation

/// A sender's profile, with Swift-style property names.
struct Profile: Decodable {
    var userName: String
    var imageURL: URL
}
