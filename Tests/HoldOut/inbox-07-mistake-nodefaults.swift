// Breaks: a string that lacks a key still gives a filter; init(from:) uses decode, so version 1 falls back to the default filter.
import Foundation

struct InboxFilter: Codable, RawRepresentable {
    var unreadOnly = false
    var hiddenSenders: [UserID] = []

    init() {}

    enum CodingKeys: String, CodingKey { case unreadOnly, hiddenSenders }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        unreadOnly = try c.decode(Bool.self, forKey: .unreadOnly)
        hiddenSenders = try c.decode([UserID].self, forKey: .hiddenSenders)
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
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
