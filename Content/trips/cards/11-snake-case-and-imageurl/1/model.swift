import Foundation

/// A suggested place with a picture, named the Swift way.
struct Sight: Decodable {
    let city: String
    let imageURL: URL
}
