/// A postcard whose initializer demands the message key but allows it to be null.
struct Postcard: Codable {
    var to: String
    var message: String?

    /// The document's keys.
    enum CodingKeys: String, CodingKey {
        case to
        case message
    }

    /// Reads the message as an optional value under a key that must exist.
    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        to = try values.decode(String.self, forKey: .to)
        message = try values.decode(String?.self, forKey: .message)
    }
}
