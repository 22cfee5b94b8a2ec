import Foundation

/// A stop on a route.
struct Halt: Decodable {
    let name: String
    let nights: Int
}
