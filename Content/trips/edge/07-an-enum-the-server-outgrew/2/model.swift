import Foundation

/// How one part of a trip is travelled, with a case for values the app
/// does not know yet.
enum Mode: String, Decodable {
    case flight
    case ferry
    case other

    /// Reads the raw string, and takes `.other` for a string with no case.
    init(from decoder: any Decoder) throws {
        self = try Mode(rawValue: String(from: decoder)) ?? .other
    }
}

/// One part of a trip.
struct Segment: Decodable {
    let mode: Mode
}
