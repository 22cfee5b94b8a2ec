// Good: validation in small static checks, tone read through contains/decodeNil, properties as var.
import Foundation

struct Settings: Decodable {
    var displayName: String
    var volume: Int
    var tone: String

    private enum CodingKeys: String, CodingKey { case tone, volume, displayName }

    static let volumes = 0...10

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)

        let name = try c.decode(String.self, forKey: .displayName)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .displayName, in: c, debugDescription: "A display name cannot be blank")
        }

        let volume = try c.decode(Int.self, forKey: .volume)
        guard Self.volumes ~= volume else {
            throw DecodingError.dataCorruptedError(
                forKey: .volume, in: c, debugDescription: "Volume \(volume) is not in 0...10")
        }

        if c.contains(.tone), try !c.decodeNil(forKey: .tone) {
            tone = try c.decode(String.self, forKey: .tone)
        } else {
            tone = "ping"
        }
        displayName = name
        self.volume = volume
    }
}
