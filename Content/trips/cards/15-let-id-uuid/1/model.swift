import Foundation

/// A trip whose id is made when the value is created.
struct Outing: Decodable {
    let id = UUID()
    let city: String
}
