// Good: InboxFilter is only RawRepresentable; a private Codable mirror does the JSON, with decodeIfPresent defaults.
import Foundation

struct InboxFilter: RawRepresentable, Equatable {
    var unreadOnly = false
    var hiddenSenders: [UserID] = []

    init() {}

    private struct Stored: Codable {
        var hiddenSenders: [UserID]
        var unreadOnly: Bool

        init(_ filter: InboxFilter) {
            hiddenSenders = filter.hiddenSenders
            unreadOnly = filter.unreadOnly
        }

        private enum CodingKeys: String, CodingKey { case hiddenSenders, unreadOnly }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            hiddenSenders = try c.decodeIfPresent([UserID].self, forKey: .hiddenSenders) ?? []
            unreadOnly = try c.decodeIfPresent(Bool.self, forKey: .unreadOnly) ?? false
        }
    }

    init?(rawValue: String) {
        guard let stored = try? JSONDecoder().decode(Stored.self, from: Data(rawValue.utf8)) else {
            return nil
        }
        unreadOnly = stored.unreadOnly
        hiddenSenders = stored.hiddenSenders
    }

    var rawValue: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(Stored(self)) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

extension InboxFilter: Hashable {
    static func == (a: Self, b: Self) -> Bool { a.rawValue == b.rawValue }
    func hash(into h: inout Hasher) { h.combine(rawValue) }
}
