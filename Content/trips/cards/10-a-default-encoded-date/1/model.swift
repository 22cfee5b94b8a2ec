import Foundation

/// The moment something begins.
struct Kickoff: Encodable {
    var start: Date
}
