// Breaks: a missing tone means "ping"; tone read with decode(String?.self), which throws keyNotFound when the key is absent.
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
        volume = try c.decode(Int.self, forKey: .volume)
        guard (0...10).contains(volume) else {
            throw DecodingError.dataCorruptedError(forKey: .volume, in: c,
                debugDescription: "Volume \(volume) is not in 0...10")
        }
        tone = try c.decode(String?.self, forKey: .tone) ?? "ping"
    }
}
