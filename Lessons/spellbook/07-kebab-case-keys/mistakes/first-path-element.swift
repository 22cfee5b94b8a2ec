// expect: Key 'id' not found
// expect: the strategy must produce the name asked for
// expect: show spellbook 7

// The mistake: the strategy converts the first element of the coding path
// instead of the last. For a card in the array that element is the card's
// index, so every key of every card is handed back as that index.

import Foundation

/// The catalogue service and the decoder for its kebab case JSON.
enum Catalog {
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .custom { path in
            camelCaseKey(from: path)
        }
        decoder.dataDecodingStrategy = .base64
        return decoder
    }

    static func cards(from data: Data) throws -> [Card] {
        try makeDecoder().decode([Card].self, from: data)
    }

    static func camelCaseKey(from path: [any CodingKey]) -> any CodingKey {
        guard let key = path.first else { return AnyKey("") }
        let words = key.stringValue.split(separator: "-")
        guard words.count > 1 else { return key }
        let capitalized = words.dropFirst().map { word in
            word.prefix(1).uppercased() + word.dropFirst()
        }
        return AnyKey(words[0] + capitalized.joined())
    }
}

/// A coding key made from any string.
struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ name: String) {
        stringValue = name
        intValue = nil
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
