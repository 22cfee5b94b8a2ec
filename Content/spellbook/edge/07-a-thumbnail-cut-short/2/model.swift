import Foundation

/// A card with its thumbnail as raw bytes, refused unless they end as
/// every PNG ends.
struct Thumbnailed: Decodable {
    let name: String
    let thumbnail: Data

    enum CodingKeys: String, CodingKey {
        case name, thumbnail
    }

    /// The last eight bytes of every PNG: the `IEND` chunk's name and
    /// its checksum.
    static let pngEnd = Data(
        [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82])

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        name = try values.decode(String.self, forKey: .name)
        thumbnail = try values.decode(Data.self, forKey: .thumbnail)
        guard thumbnail.suffix(8) == Self.pngEnd else {
            throw DecodingError.dataCorruptedError(
                forKey: .thumbnail, in: values,
                debugDescription:
                    "\(thumbnail.count) bytes, not a whole PNG")
        }
    }
}
