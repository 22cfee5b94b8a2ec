import Foundation

/// A place on a route; both fields are required.
struct Place: Decodable {
    let name: String
    let nights: Int
}
