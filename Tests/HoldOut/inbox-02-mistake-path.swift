// Breaks: the error must point at the "type" key; thrown with the decoder's own path (the message, not its type).
import Foundation

enum Message: Decodable {
    case text(Text)
    case photo(Photo)

    struct Text: Decodable {
        let id: Int
        let sender: String
        let sentAt: Date
        let body: String
    }

    struct Photo: Decodable {
        let id: Int
        let sender: String
        let sentAt: Date
        let imageURL: URL
        let caption: String
        enum CodingKeys: String, CodingKey {
            case id, sender, sentAt, caption
            case imageURL = "imageUrl"
        }
    }

    private enum KindKey: String, CodingKey { case type }

    init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: KindKey.self)
        let kind = try object.decode(String.self, forKey: .type)
        switch kind {
        case "text": self = .text(try Text(from: decoder))
        case "photo": self = .photo(try Photo(from: decoder))
        default:
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "No kind of message is called \"\(kind)\""))
        }
    }
}
