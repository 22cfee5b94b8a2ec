// expect: Key 'imageURL' not found
// expect: converted spelling as its raw value
// expect: inbox step 2
import Foundation

/// One item of the inbox, of the kind its "type" names.
enum Message: Decodable {
    case text(Text)
    case photo(Photo)

    struct Text: Decodable {
        let id: Int
        let sender: String
        let sentAt: Date
        let body: String
    }

    // The mistake: no CodingKeys, so the decoder looks for `imageURL`,
    // and the snake-case strategy has turned `image_url` into `imageUrl`.
    struct Photo: Decodable {
        let id: Int
        let sender: String
        let sentAt: Date
        let imageURL: URL
        let caption: String
    }

    private enum KindKey: String, CodingKey {
        case type
    }

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
