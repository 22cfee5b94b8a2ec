/// A stay in one city: one night unless the document says otherwise.
struct Stay: Decodable {
    var city: String
    var nights: Int

    /// The document's keys. With `init(from:)` written by hand and no
    /// `encode(to:)` to generate, the compiler writes no enum either.
    enum CodingKeys: String, CodingKey {
        case city, nights
    }

    /// Reads `nights` if it is there, and falls back to one night.
    init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        city = try keys.decode(String.self, forKey: .city)
        nights = try keys.decodeIfPresent(Int.self, forKey: .nights) ?? 1
    }
}
