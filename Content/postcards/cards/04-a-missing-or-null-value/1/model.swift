import Foundation

/// A postcard whose message may be absent or null.
struct Postcard: Decodable {
    var to: String
    var message: String?
}
