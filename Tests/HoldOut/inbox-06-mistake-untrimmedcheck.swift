// Breaks: a blank name is refused after trimming; the blank check runs on the untrimmed text, so " \t " is let through as "".
import Foundation

struct Settings: Decodable {
    let displayName: String
    let volume: Int
    let tone: String

    enum CodingKeys: String, CodingKey { case displayName, volume, tone }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let raw = try c.decode(String.self, forKey: .displayName)
        if raw.isEmpty {
            throw DecodingError.dataCorruptedError(forKey: .displayName, in: c,
                debugDescription: "A display name cannot be blank")
        }
        displayName = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        volume = try c.decode(Int.self, forKey: .volume)
        guard (0...10).contains(volume) else {
            throw DecodingError.dataCorruptedError(forKey: .volume, in: c,
                debugDescription: "Volume \(volume) is not in 0...10")
        }
        tone = try c.decodeIfPresent(String.self, forKey: .tone) ?? "ping"
    }
}
