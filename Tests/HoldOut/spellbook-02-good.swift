import Foundation

/// thumbnail declared first; decoder built with a closure; Card Hashable.
struct Card: Decodable, Hashable {
    let thumbnail: Data
    let id: Int
    let name: String
    let flavorText: String
    let artURL: URL

    enum CodingKeys: String, CodingKey {
        case thumbnail
        case id, name, flavorText
        case artURL = "artUrl"
    }
}

enum Catalog {
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dataDecodingStrategy = .base64
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }

    static func cards(from data: Data) throws -> [Card] {
        try makeDecoder().decode([Card].self, from: data)
    }
}
