// Breaks: a volume outside 0 to 10 is refused; this clamps it to 10 instead.
import Foundation

struct Settings: Decodable {
    let displayName: String
    let volume: Int
    let tone: String

    enum CodingKeys: String, CodingKey { case displayName, volume, tone }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let name = try c.decode(String.self, forKey: .displayName)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty {
            throw DecodingError.dataCorruptedError(forKey: .displayName, in: c,
                debugDescription: "A display name cannot be blank")
        }
        displayName = name
        volume = min(max(try c.decode(Int.self, forKey: .volume), 0), 10)
        tone = try c.decodeIfPresent(String.self, forKey: .tone) ?? "ping"
    }
}
