// expect: Expected to decode Array<Any> but found a string
// expect: the model expects a `Data` (read from an array), but the document holds a string
// expect: set the decoder's `dataDecodingStrategy` to `.base64`
// expect: spellbook step 2

// The mistake: the card gets its `Data`, but the decoder keeps the data
// strategy it was copied with, `.deferredToData`, which wants an array of
// byte numbers where the catalogue writes Base 64 text.

import Foundation

/// The catalogue service and the decoder for its JSON.
enum Catalog {
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dataDecodingStrategy = .deferredToData
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
    let thumbnail: Data

    enum CodingKeys: String, CodingKey {
        case id, name, flavorText
        case artURL = "artUrl"
        case thumbnail
    }
}
