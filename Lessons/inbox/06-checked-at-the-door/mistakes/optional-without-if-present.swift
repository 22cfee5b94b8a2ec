// expect: Key 'tone' not found
// expect: wants `decodeIfPresent` with a default
// expect: (step 6)
import Foundation

/// The user's settings, checked as they are decoded.
struct Settings: Decodable {
    let displayName: String
    let volume: Int
    let tone: String

    enum CodingKeys: String, CodingKey {
        case displayName, volume, tone
    }

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        displayName = try values.decode(String.self, forKey: .displayName)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard !displayName.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .displayName, in: values,
                debugDescription: "A display name cannot be blank")
        }
        volume = try values.decode(Int.self, forKey: .volume)
        guard (0...10).contains(volume) else {
            throw DecodingError.dataCorruptedError(
                forKey: .volume, in: values,
                debugDescription: "Volume \(volume) is not in 0...10")
        }
        // The mistake: decoding an optional type still needs the key; only
        // `decodeIfPresent` accepts a reply without it.
        tone = try values.decode(String?.self, forKey: .tone) ?? "ping"
    }
}
