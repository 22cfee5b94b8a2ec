import Foundation

/// A tone that falls back to "ping" when the reply has none.
struct Alert: Decodable {
    let tone: String

    enum CodingKeys: String, CodingKey {
        case tone
    }

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        tone = try values.decodeIfPresent(String.self, forKey: .tone)
            ?? "ping"
    }
}
