/// A postcard that may or may not carry a message.
struct Postcard: Codable {
    /// Who the card is addressed to.
    var to: String
    /// When it was posted, still as the text the JSON holds.
    var sent: String
    /// What is written on the back: `nil` when the JSON says `null` or has no such key.
    var message: String?
}
