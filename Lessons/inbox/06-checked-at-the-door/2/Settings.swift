import Foundation

/// The user's settings, as the server keeps them, checked as they are
/// decoded: a `Settings` value that exists is a valid one.
struct Settings: Decodable {
    let displayName: String
    let volume: Int
    let tone: String

    /// The positions of the app's volume slider.
    static let volumes = 0...10

    enum CodingKeys: String, CodingKey {
        case displayName, volume, tone
    }

    /// Trims the name and refuses a blank one, refuses a volume the
    /// slider cannot show, and takes "ping" for a tone that is missing
    /// or `null`.
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
        guard Self.volumes.contains(volume) else {
            throw DecodingError.dataCorruptedError(
                forKey: .volume, in: values,
                debugDescription: "Volume \(volume) is not in 0...10")
        }
        tone = try values.decodeIfPresent(String.self, forKey: .tone)
            ?? "ping"
    }
}
