// expect: Key 'artURL' not found
// expect: cannot produce an acronym
// expect: show spellbook 1

// The mistake: the strategy is on and every property is named the Swift
// way, but `artURL` has no key of its own, so the decoder looks for
// `artURL` among keys the strategy has turned into `artUrl`.

import Foundation

/// The catalogue service and the decoder for its snake case JSON.
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

/// One card of the catalogue.
struct Card: Decodable {
    let id: Int
    let name: String
    let flavorText: String
    let artURL: URL
}
