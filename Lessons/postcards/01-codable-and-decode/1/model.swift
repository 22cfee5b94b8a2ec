/// A postcard, reduced to the two keys this step reads from the JSON.
///
/// Declaring `Codable` is all it takes: both properties are `String`, which is Codable
/// already, so the compiler can generate the decoding and encoding code for the whole
/// struct.
struct Postcard: Codable {
    /// Who the card is addressed to.
    var to: String
    /// When it was posted, still as the text the JSON holds.
    var sent: String
}
