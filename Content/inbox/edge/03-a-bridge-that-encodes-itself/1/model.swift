import Foundation

/// A preference stored as a JSON string, with nothing but the bridge
/// written: its coding is left to the defaults.
struct Filter: Codable, RawRepresentable {
    var unreadOnly = false

    init() {}

    init?(rawValue: String) {
        let data = Data(rawValue.utf8)
        guard let filter = try? JSONDecoder().decode(Self.self, from: data)
        else { return nil }
        self = filter
    }

    /// How deep `rawValue` is inside itself; only for this demonstration.
    static var depth = 0

    var rawValue: String {
        Self.depth += 1
        defer { Self.depth -= 1 }
        print("rawValue, call \(Self.depth)")
        // Without this stop, the calls go on until the stack runs out.
        if Self.depth == 3 { return "stop" }
        let data = (try? JSONEncoder().encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
