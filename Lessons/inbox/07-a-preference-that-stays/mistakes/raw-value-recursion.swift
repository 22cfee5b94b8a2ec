// expect: The program crashed
// expect: endless recursion
import Foundation

/// The inbox filter, kept in UserDefaults as a JSON string.
struct InboxFilter: Codable, RawRepresentable {
    var unreadOnly = false
    var hiddenSenders: [UserID] = []

    init() {}

    init?(rawValue: String) {
        let data = Data(rawValue.utf8)
        guard let filter = try? JSONDecoder().decode(Self.self, from: data)
        else { return nil }
        self = filter
    }

    // The mistake: no `init(from:)` or `encode(to:)` of its own, so the
    // standard library's coding for String raw values is used, which
    // encodes `rawValue`, which encodes `self` again, and again.
    var rawValue: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
