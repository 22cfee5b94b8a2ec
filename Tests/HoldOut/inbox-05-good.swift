// Good: Photo gets a hand-written init(from:) reading caption with decodeIfPresent; CodingKeys untouched.
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
        let caption: Optional<String>

        enum CodingKeys: String, CodingKey {
            case id, sender, sentAt, caption
            case imageURL = "imageUrl"
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try c.decode(Int.self, forKey: .id)
            sender = try c.decode(UserID.self, forKey: .sender)
            sentAt = try c.decode(Date.self, forKey: .sentAt)
            imageURL = try c.decode(URL.self, forKey: .imageURL)
            caption = try c.decodeIfPresent(String.self, forKey: .caption)
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

