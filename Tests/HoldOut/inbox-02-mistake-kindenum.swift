// Breaks: the error must say No kind of message is called "voice"; decodes a Kind enum directly, so the message is the compiler's own.
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

    private enum Kind: String, Decodable { case text, photo }
    private enum KindKey: String, CodingKey { case type }

    init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: KindKey.self)
        switch try object.decode(Kind.self, forKey: .type) {
        case .text: self = .text(try Text(from: decoder))
        case .photo: self = .photo(try Photo(from: decoder))
        }
    }
}
