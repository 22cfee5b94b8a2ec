import Foundation

/// What the inbox shows: everything or only the unread messages, and
/// whose messages are hidden. A small choice of the user's own, kept in
/// `UserDefaults` as one JSON string.
struct InboxFilter: Codable, RawRepresentable {
    var unreadOnly = false
    var hiddenSenders: [UserID] = []

    /// The filter a new user starts with: everything shown.
    init() {}

    /// Decodes the stored string; nil when it is not a filter, and the
    /// caller falls back to its default, as `@AppStorage` does.
    init?(rawValue: String) {
        let data = Data(rawValue.utf8)
        guard let filter = try? JSONDecoder().decode(Self.self, from: data)
        else { return nil }
        self = filter
    }

    /// The filter as the JSON string that is stored, keys sorted.
    var rawValue: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    // Both directions are written out. Left to the defaults, a type that
    // is RawRepresentable as a String codes itself as its rawValue, and
    // rawValue above encodes the type: each would call the other forever.

    enum CodingKeys: String, CodingKey {
        case unreadOnly, hiddenSenders
    }

    /// Reads a stored filter; a key an older version did not write takes
    /// its default instead of failing the whole filter.
    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        unreadOnly = try values.decodeIfPresent(
            Bool.self, forKey: .unreadOnly) ?? false
        hiddenSenders = try values.decodeIfPresent(
            [UserID].self, forKey: .hiddenSenders) ?? []
    }

    func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(unreadOnly, forKey: .unreadOnly)
        try values.encode(hiddenSenders, forKey: .hiddenSenders)
    }
}
