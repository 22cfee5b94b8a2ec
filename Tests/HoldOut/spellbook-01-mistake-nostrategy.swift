// Breaks: the decoder must convert snake case; no strategy, CodingKeys spell every snake key by hand.
import Foundation

struct Card: Decodable {
    let id: Int
    let name: String
    let flavorText: String
    let artURL: URL

    enum CodingKeys: String, CodingKey {
        case id, name
        case flavorText = "flavor_text"
        case artURL = "art_url"
    }
}

enum Catalog {
    static func cards(from data: Data) throws -> [Card] {
        try JSONDecoder().decode([Card].self, from: data)
    }
}
