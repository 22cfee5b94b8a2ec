import Foundation

/// A day or more somewhere.
struct Waypoint: Decodable {
    let name: String
    let nights: Int
}

/// A journey as a list of stops.
struct Route: Decodable {
    let stops: [Waypoint]
}
