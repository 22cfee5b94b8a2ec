/// A postcard whose keys forget the message.
struct Postcard: Codable {
    var to: String
    var message: String

    /// Only the recipient is listed.
    enum CodingKeys: String, CodingKey {
        case to
    }
}
