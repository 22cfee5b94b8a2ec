import Foundation

/// A place known only by its name.
struct Spot: Codable {
    var name: String
}
