// Breaks: a caption may be null; `var caption: String = ""` still decodes with decode, so null fails.
import Foundation

enum Message: Decodable {
    case text(Text)
    case photo(Photo)

    struct Text: Decodable {
        let id: Int
        let sender: UserID
        let sentAt: Date
        let body: String
    }

    struct Photo: Decodable {
        let id: Int
        let sender: UserID
        let sentAt: Date
        let imageURL: URL
        var caption: String = ""

        enum CodingKeys: String, CodingKey {
            case id, sender, sentAt, caption
            case imageURL = "imageUrl"
        }
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
