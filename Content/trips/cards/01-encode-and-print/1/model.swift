import Foundation

/// A trip cut down to two fields: enough to watch the encoder work.
struct Getaway: Codable {
    var city: String
    var nights: Int
}
