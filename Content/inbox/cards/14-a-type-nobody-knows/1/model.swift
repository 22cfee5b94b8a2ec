import Foundation

/// A message of a known kind, or an error that points at `type`.
enum Message: Decodable {
    case text(String)

    enum CodingKeys: String, CodingKey {
        case type, body
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .type)
        guard kind == "text" else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "No kind of message is called \(kind)")
        }
        self = .text(try container.decode(String.self, forKey: .body))
    }
}
