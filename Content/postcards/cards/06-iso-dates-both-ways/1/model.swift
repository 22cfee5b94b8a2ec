import Foundation

/// A postcard with a real date.
struct Postcard: Codable {
    var to: String
    var sent: Date
}
