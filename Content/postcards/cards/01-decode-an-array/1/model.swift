import Foundation

/// A postcard with just the two keys this card needs.
struct Postcard: Decodable {
    var to: String
    var sent: String
}
