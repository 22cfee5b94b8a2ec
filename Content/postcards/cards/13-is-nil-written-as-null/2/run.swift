import Foundation

/// The same postcard, encoding its message even when there is none.
struct Postcard: Encodable {
    var to: String
    var message: String?

    /// The keys. With `encode(to:)` written by hand and nothing else to
    /// generate, the compiler writes no enum either.
    enum CodingKeys: String, CodingKey {
        case to, message
    }

    /// Writes `message` with the plain call, so `nil` becomes `null`.
    func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        try keyed.encode(to, forKey: .to)
        try keyed.encode(message, forKey: .message)
    }
}

/// Encodes a card without a message, keys sorted, and prints the JSON.
func run() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    do {
        let json = try encoder.encode(Postcard(to: "Dad", message: nil))
        print(String(decoding: json, as: UTF8.self))
    } catch {
        print(error)
    }
}
