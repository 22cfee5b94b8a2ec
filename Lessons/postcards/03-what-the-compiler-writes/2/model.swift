/// A postcard with two properties, its Codable code left to the compiler again.
///
/// Everything stage 1 spelled out by hand is still there; it is simply generated.
struct Postcard: Codable {
    /// Who the card is addressed to.
    var to: String
    /// When it was posted, still as the text the JSON holds.
    var sent: String
}
