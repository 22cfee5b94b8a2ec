// Breaks: with the strategy on, the acronym's raw value must be the converted spelling; uses "art_url".
import Foundation

struct Card: Decodable {
    let id: Int
    let name: String
    let flavorText: String
    let artURL: URL

    enum CodingKeys: String, CodingKey {
        case id, name, flavorText
        case artURL = "art_url"
    }
}

enum Catalog {
    static func cards(from data: Data) throws -> [Card] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([Card].self, from: data)
    }
}
