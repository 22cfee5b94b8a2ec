import Foundation

/// A trip whose id is made when the value is created.
struct Outing: Codable {
    let id = UUID()
    let city: String
}
