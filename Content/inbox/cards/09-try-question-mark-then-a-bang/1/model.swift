import Foundation

/// Sound settings that refuse a volume off the slider.
struct Settings: Decodable {
    let volume: Int

    enum CodingKeys: String, CodingKey {
        case volume
    }

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        volume = try values.decode(Int.self, forKey: .volume)
        guard (0...10).contains(volume) else {
            throw DecodingError.dataCorruptedError(
                forKey: .volume, in: values,
                debugDescription: "Volume \(volume) is not in 0...10")
        }
    }
}
