import Foundation

/// The Lanternfall catalogue service: where the cards come from, and the
/// one decoder that knows how the service writes them.
enum Catalog {
    /// A decoder set up for the service's JSON, version 2: keys in kebab
    /// case, bytes as Base 64 text.
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .custom { path in
            camelCaseKey(from: path)
        }
        decoder.dataDecodingStrategy = .base64
        return decoder
    }

    /// Every card in a response from the service.
    static func cards(from data: Data) throws -> [Card] {
        try makeDecoder().decode([Card].self, from: data)
    }

    /// The key strategy for kebab case: `casting-cost` becomes
    /// `castingCost`, and a key without a dash stays as it is.
    ///
    /// The decoder passes the whole path from the top of the document down
    /// to the key, `[Index 1, errata, Index 0, issued-on]`; only the last
    /// element is the key being looked up.
    static func camelCaseKey(from path: [any CodingKey]) -> any CodingKey {
        // The path always ends with the key itself; an empty one is not
        // a key the decoder could ask about.
        guard let key = path.last else { return AnyKey("") }
        let words = key.stringValue.split(separator: "-")
        guard words.count > 1 else { return key }
        let capitalized = words.dropFirst().map { word in
            word.prefix(1).uppercased() + word.dropFirst()
        }
        return AnyKey(words[0] + capitalized.joined())
    }
}
