import Foundation

/// An outing with an id and a city.
struct Outing: Decodable {
    let id = UUID()
    let city: String
}
