import Foundation

/// A chat room's id, the bare string in JSON.
struct RoomID: Codable, Hashable {
    let value: String

    init(value: String) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
