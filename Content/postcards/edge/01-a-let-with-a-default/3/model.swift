/// A stay in one city: one night unless the document says otherwise.
struct Stay: Codable {
    var city: String
    var nights: Int

    /// Reads `nights` if it is there, and falls back to one night.
    init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        city = try keys.decode(String.self, forKey: .city)
        nights = try keys.decodeIfPresent(Int.self, forKey: .nights) ?? 1
    }
}
