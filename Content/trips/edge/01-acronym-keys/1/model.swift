import Foundation

/// A place to go, with a picture; its properties are named the Swift way.
struct Lead: Decodable {
    let city: String
    let imageURL: URL
}
