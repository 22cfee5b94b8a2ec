import Foundation

/// One flight, flattened: the departure is read from an inner object.
struct Hop: Decodable {
    let code: String
    let leaves: String

    /// The keys of the outer object.
    private enum OuterKeys: String, CodingKey {
        case flight
        case times
    }

    /// The keys of the `times` object.
    private enum TimeKeys: String, CodingKey {
        case departure
    }

    /// Takes `flight` from the top level, `departure` from inside `times`.
    init(from decoder: any Decoder) throws {
        let outer = try decoder.container(keyedBy: OuterKeys.self)
        code = try outer.decode(String.self, forKey: .flight)
        let times = try outer.nestedContainer(
            keyedBy: TimeKeys.self, forKey: .times)
        leaves = try times.decode(String.self, forKey: .departure)
    }
}
