import Foundation

/// The moment something begins.
struct Kickoff: Codable {
    var start: Date
}
