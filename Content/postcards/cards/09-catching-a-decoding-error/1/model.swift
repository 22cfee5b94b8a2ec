import Foundation

/// A postcard whose `sent` is required.
struct Postcard: Codable {
    var to: String
    var sent: String
}
