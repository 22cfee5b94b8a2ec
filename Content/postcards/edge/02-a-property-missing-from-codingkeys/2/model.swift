/// A postcard that keeps its message out of the JSON on purpose.
struct Postcard: Codable {
    var to: String
    var message = "(no message)"

    /// Only the recipient is listed.
    enum CodingKeys: String, CodingKey {
        case to
    }
}
