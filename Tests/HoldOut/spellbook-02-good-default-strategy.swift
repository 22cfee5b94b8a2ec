// Was a mistake when step 2 asked for the strategy to be written out; the reworked step starts from .deferredToData and asks only that the bytes be read as the document writes them, which the default does. Leaves the data strategy out.
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
