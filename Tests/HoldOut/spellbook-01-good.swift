import Foundation

/// Card with a hand-written init(from:); Catalog as a struct with static members.
struct Card: Decodable {
    let id: Int
    let name: String
    let artURL: URL
    let flavorText: String

    private enum CodingKeys: String, CodingKey {
        case artURL = "artUrl"
        case flavorText, name, id
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        artURL = try c.decode(URL.self, forKey: .artURL)
        flavorText = try c.decode(String.self, forKey: .flavorText)
    }
}

struct Catalog {
    private static var decoder: JSONDecoder {
        let d = JSONDecoder()
        d.keyDecodingStrategy = .convertFromSnakeCase
        return d
    }

    static func cards(from data: Data) throws -> [Card] {
        try decoder.decode([Card].self, from: data)
    }
}
