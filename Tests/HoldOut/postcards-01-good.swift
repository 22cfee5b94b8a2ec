import Foundation

/// A postcard, declared with let properties in a different order and extra conformances.
struct Postcard: Codable, Equatable, Hashable {
    let sent: String
    let to: String
}
