import Foundation

/// A postcard whose message may be absent or null.
struct Postcard: Codable {
    var to: String
    var message: String?
}
