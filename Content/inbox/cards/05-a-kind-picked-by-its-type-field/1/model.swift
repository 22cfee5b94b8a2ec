import Foundation

/// One block of a chat message, picked by its `"type"`.
enum Block: Decodable {
    case note(String)
    case link(URL)

    enum CodingKeys: String, CodingKey {
        case type, text, url
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "note":
            self = .note(try container.decode(String.self, forKey: .text))
        case "link":
            self = .link(try container.decode(URL.self, forKey: .url))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "Unknown block type \(type)")
        }
    }
}
