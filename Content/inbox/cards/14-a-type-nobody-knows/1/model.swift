import Foundation

/// A message of a kind the app knows, picked by its `type`.
enum Message: Decodable {
    case text(body: String)
    case photo(caption: String)

    enum CodingKeys: String, CodingKey {
        case type, body, caption
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .type)
        switch kind {
        case "text":
            let body = try container.decode(String.self, forKey: .body)
            self = .text(body: body)
        case "photo":
            let caption = try container.decode(
                String.self, forKey: .caption)
            self = .photo(caption: caption)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "No kind of message is called \(kind)")
        }
    }
}
