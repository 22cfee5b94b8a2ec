// Breaks: the decoder must say plainly how bytes are written; no dataDecodingStrategy line (default .base64).
import Foundation

struct Card: Decodable {
    let id: Int
    let name: String
    let flavorText: String
    let artURL: URL
    let thumbnail: Data

    enum CodingKeys: String, CodingKey {
        case id, name, flavorText
        case artURL = "artUrl"
        case thumbnail
    }
}

enum Catalog {
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }
    static func cards(from data: Data) throws -> [Card] {
        try makeDecoder().decode([Card].self, from: data)
    }
}
