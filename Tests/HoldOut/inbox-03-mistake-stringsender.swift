// Breaks: the sender of both kinds must become a UserID; Message keeps sender as a String.
import Foundation

struct UserID: Codable, Hashable {
    let value: String
    init(value: String) { self.value = value }
    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(String.self)
    }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(value)
    }
}

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
