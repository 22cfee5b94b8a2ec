// Breaks: the thumbnail must be raw bytes; declared as the Base 64 String.
import Foundation

struct Card: Decodable {
    let id: Int
    let name: String
    let flavorText: String
    let artURL: URL
    let thumbnail: String

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
        decoder.dataDecodingStrategy = .base64
        return decoder
    }
    static func cards(from data: Data) throws -> [Card] {
        try makeDecoder().decode([Card].self, from: data)
    }
}
