// Breaks: keys sorted; rawValue's encoder has no .sortedKeys (keys come out in declaration order).
import Foundation

struct InboxFilter: Codable, RawRepresentable {
    var unreadOnly = false
    var hiddenSenders: [UserID] = []

    init() {}

    enum CodingKeys: String, CodingKey { case unreadOnly, hiddenSenders }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        unreadOnly = try c.decodeIfPresent(Bool.self, forKey: .unreadOnly) ?? false
        hiddenSenders = try c.decodeIfPresent([UserID].self, forKey: .hiddenSenders) ?? []
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(unreadOnly, forKey: .unreadOnly)
        try c.encode(hiddenSenders, forKey: .hiddenSenders)
    }

    init?(rawValue: String) {
        guard let f = try? JSONDecoder().decode(Self.self, from: Data(rawValue.utf8)) else { return nil }
        self = f
    }

    var rawValue: String {
        guard let data = try? JSONEncoder().encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
