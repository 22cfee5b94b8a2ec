import Foundation

/// A stop on a route; both fields are required.
struct Halt: Decodable {
    let name: String
    let nights: Int
}
