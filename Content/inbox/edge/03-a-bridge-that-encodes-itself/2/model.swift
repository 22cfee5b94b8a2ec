import Foundation

/// A preference stored as a JSON string, its coding written out so that
/// it goes through its properties, never through `rawValue`.
struct Filter: Codable, RawRepresentable {
    var unreadOnly = false

    init() {}

    init?(rawValue: String) {
        let data = Data(rawValue.utf8)
        guard let filter = try? JSONDecoder().decode(Self.self, from: data)
        else { return nil }
        self = filter
    }

    var rawValue: String {
        let data = (try? JSONEncoder().encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    enum CodingKeys: String, CodingKey {
        case unreadOnly
    }

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        unreadOnly = try values.decodeIfPresent(
            Bool.self, forKey: .unreadOnly) ?? false
    }

    func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(unreadOnly, forKey: .unreadOnly)
    }
}
