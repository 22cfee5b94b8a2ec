// Breaks: no CodingKeys: the strategy turns art_url into artUrl, never artURL.
import Foundation

struct Card: Decodable {
    let id: Int
    let name: String
    let flavorText: String
    let artURL: URL
}

enum Catalog {
    static func cards(from data: Data) throws -> [Card] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([Card].self, from: data)
    }
}
