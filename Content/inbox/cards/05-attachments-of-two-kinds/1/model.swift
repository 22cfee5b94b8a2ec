import Foundation

/// Something attached to a message, of the kind its `"type"` names.
enum Attachment: Decodable {
    case file(name: String, bytes: Int)
    case poll(question: String, options: [String])

    enum CodingKeys: String, CodingKey {
        case type, name, bytes, question, options
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "file":
            self = .file(
                name: try container.decode(String.self, forKey: .name),
                bytes: try container.decode(Int.self, forKey: .bytes))
        case "poll":
            self = .poll(
                question: try container.decode(
                    String.self, forKey: .question),
                options: try container.decode(
                    [String].self, forKey: .options))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "No attachment is of type \(type)")
        }
    }
}
