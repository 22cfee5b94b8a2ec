// expect: Your model did not compile
// expect: cannot convert value of type 'String' to expected argument type 'Data'
// expect: the lesson's is `Data`

// The mistake: the thumbnail is kept as the text the document holds, so
// the program gets Base 64 characters where it wants the picture's bytes.

import Foundation

/// The catalogue service and the decoder for its JSON.
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

/// One card of the catalogue.
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
