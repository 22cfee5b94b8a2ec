// expect: immutable property will not be decoded
// expect: is a `let` with a default value
// expect: photo 9205.jpg: Table by the window
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

    // The mistake: a `let` with a default, meant as "no caption". The
    // compiler warns, and the key is never decoded: every caption is
    // empty, even the ones the server sent.
    struct Photo: Decodable {
        let id: Int
        let sender: UserID
        let sentAt: Date
        let imageURL: URL
        let caption = ""

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
