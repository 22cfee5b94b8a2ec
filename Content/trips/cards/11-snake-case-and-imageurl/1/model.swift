import Foundation

/// A suggested place with a picture.
struct Sight: Decodable {
    let city: String
    let imageURL: URL
}
