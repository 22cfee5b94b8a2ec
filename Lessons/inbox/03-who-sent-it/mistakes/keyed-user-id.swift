// expect: Expected to decode Dictionary<String, Any> but found a string
// expect: needs `singleValueContainer()`
// expect: inbox step 3
import Foundation

// The mistake: the compiler's coding, which is keyed: `{"value": "u-ana"}`
// in JSON instead of the bare string.
struct UserID: Codable, Hashable {
    let value: String
}

// As the lesson writes it: only what is above is the mistake.
import Foundation

/// One item of the inbox. Its `"type"` field says which kind it is, and
/// each kind has fields of its own.
enum Message: Decodable {
    case text(Text)
    case photo(Photo)

    /// A message of words.
    struct Text: Decodable {
        let id: Int
        let sender: UserID
        let sentAt: Date
        let body: String
    }

    /// A picture, with a line of caption.
    struct Photo: Decodable {
        let id: Int
        let sender: UserID
        let sentAt: Date
        let imageURL: URL
        let caption: String

        /// The keys as they read after `.convertFromSnakeCase`: only the
        /// acronym needs a raw value, `image_url` arrives as `imageUrl`.
        enum CodingKeys: String, CodingKey {
            case id, sender, sentAt, caption
            case imageURL = "imageUrl"
        }
    }

    /// The one key every kind shares: the kind itself.
    private enum KindKey: String, CodingKey {
        case type
    }

    /// Reads `"type"` first, then the whole object again as that kind.
    init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: KindKey.self)
        let kind = try object.decode(String.self, forKey: .type)
        switch kind {
        case "text":
            self = .text(try Text(from: decoder))
        case "photo":
            self = .photo(try Photo(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: object,
                debugDescription:
                    "No kind of message is called \"\(kind)\"")
        }
    }
}
