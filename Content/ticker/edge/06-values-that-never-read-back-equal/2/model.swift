import Foundation

/// When a watch was set.
struct Stamp: Codable, Equatable {
    var createdAt: Date
}
