import Foundation

/// The Lanternfall catalogue service: where the cards come from, and the
/// one decoder that knows how the service writes them.
enum Catalog {
    /// A decoder set up for the service's JSON: keys in snake case, bytes
    /// as Base 64 text.
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        // Base 64 text, not the sync service's array of numbers.
        decoder.dataDecodingStrategy = .base64
        return decoder
    }

    /// Every card in a response from the service.
    static func cards(from data: Data) throws -> [Card] {
        try makeDecoder().decode([Card].self, from: data)
    }
}
