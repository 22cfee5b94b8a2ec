import Foundation

/// A key spelled by whatever text it is given.
struct TextKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The sigil of one relic, looked up by the raw value in the decoder's
/// user info, as a `CodingKeys` case with that raw value would be.
struct Sigil: Decodable {
    static let rawValueKey = CodingUserInfoKey(rawValue: "rawValue")!
    let url: URL

    init(from decoder: Decoder) throws {
        let raw = decoder.userInfo[Self.rawValueKey] as? String ?? ""
        let container = try decoder.container(keyedBy: TextKey.self)
        let key = TextKey(stringValue: raw)
        url = try container.decode(URL.self, forKey: key)
    }
}

/// Decodes the relic with the raw value given, the snake case strategy on.
func run() {
    let rawValue: String =
        // --- the answer ---
        "sigilUrl"
        // --- end of the answer ---
    let json = """
        { "name": "Stormglass Lens",
          "sigil_url": "https://cards.example.com/sigils/lens.png" }
        """
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.userInfo[Sigil.rawValueKey] = rawValue
    print("raw value:", String(reflecting: rawValue))
    do {
        let sigil = try decoder.decode(Sigil.self, from: Data(json.utf8))
        print("found:", sigil.url)
    } catch {
        print(error)
    }
}
