import Foundation

/// Who someone is, to the server: `"u-ana"`. A type of its own, so that a
/// user id can never be passed where a message's text is expected.
///
/// In JSON it is the bare string, not an object around it: both
/// directions go through a single-value container.
struct UserID: Codable, Hashable {
    let value: String

    /// Declaring `init(from:)` in the struct takes the memberwise
    /// initializer away, so it is written back by hand.
    init(value: String) {
        self.value = value
    }

    /// Reads the string that stands where the id is.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        value = try container.decode(String.self)
    }

    /// Writes the id as that same bare string.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
