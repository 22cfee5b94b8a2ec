import Foundation

/// A postcard whose `sent` is required.
struct Postcard: Decodable {
    var to: String
    var sent: String
}
