import Foundation

/// A trip cut down to two fields: enough to watch the encoder work.
struct Getaway: Encodable {
    var city: String
    var nights: Int
}
