import Foundation

/// Stores a filter as its raw value, then reads a stored string back.
func run() {
    var filter = Filter()
    filter.unreadOnly = true
    print("stored:", filter.rawValue)

    let stored = #"{"unreadOnly":true}"#
    let restored = Filter(rawValue: stored)
    print("read back:", restored.map { "\($0.unreadOnly)" } ?? "nil")
    do {
        _ = try JSONDecoder().decode(Filter.self, from: Data(stored.utf8))
    } catch {
        print("why:", error)
    }
}
