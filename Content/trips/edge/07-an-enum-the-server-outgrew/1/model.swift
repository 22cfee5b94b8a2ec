import Foundation

/// How one part of a trip is travelled, as the app first knew it.
enum Mode: String, Decodable {
    case flight
    case ferry
}

/// One part of a trip.
struct Segment: Decodable {
    let mode: Mode
}
