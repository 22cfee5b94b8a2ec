// Good: kind read into a private String enum via rawValue, photo first, Text/Photo Equatable, Photo keys private.
import Foundation

enum Message: Decodable {
    case photo(Photo)
    case text(Text)

    struct Photo: Decodable, Equatable {
        let id: Int
        let sender: String
        let sentAt: Date
        let caption: String
        let imageURL: URL

        private enum CodingKeys: String, CodingKey {
            case imageURL = "imageUrl"
            case caption, sentAt, sender, id
        }
    }

    struct Text: Decodable, Equatable {
        let id: Int
        let sender: String
        let sentAt: Date
        let body: String
    }

    private enum Kind: String { case text, photo }
    private enum TypeKey: String, CodingKey { case type }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TypeKey.self)
        let name = try container.decode(String.self, forKey: .type)
        guard let kind = Kind(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "No kind of message is called \"\(name)\"")
        }
        switch kind {
        case .photo: self = .photo(try Photo(from: decoder))
        case .text: self = .text(try Text(from: decoder))
        }
    }
}
