import Foundation

/// The inbox's layout, kept in UserDefaults as a JSON string.
struct Layout: Codable, RawRepresentable {
    var compact = false

    init() {}

    init?(rawValue: String) {
        let data = Data(rawValue.utf8)
        guard let layout = try? JSONDecoder().decode(Self.self, from: data)
        else { return nil }
        self = layout
    }

    var rawValue: String {
        let data = (try? JSONEncoder().encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    enum CodingKeys: String, CodingKey {
        case compact
    }

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        compact = try values.decodeIfPresent(Bool.self, forKey: .compact)
            ?? false
    }

    func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(compact, forKey: .compact)
    }
}
