// Breaks: encoding left to the defaults: Codable + RawRepresentable encodes rawValue, which encodes self... until it crashes.
import Foundation

struct InboxFilter: Codable, RawRepresentable {
    var unreadOnly = false
    var hiddenSenders: [UserID] = []

    init() {}

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
