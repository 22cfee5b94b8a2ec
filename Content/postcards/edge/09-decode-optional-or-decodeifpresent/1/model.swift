/// A postcard that decodes itself by hand.
struct Postcard: Decodable {
    let to: String
    let message: String?

    /// The document's keys.
    enum CodingKeys: String, CodingKey {
        case to, message
    }

    /// Asks for the message as `String?`: the value may be null, but the
    /// key itself must be there.
    init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        to = try keyed.decode(String.self, forKey: .to)
        message = try keyed.decode(String?.self, forKey: .message)
    }
}
