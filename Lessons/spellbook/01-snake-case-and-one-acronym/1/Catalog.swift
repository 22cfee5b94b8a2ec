import Foundation

/// The Lanternfall catalogue service: where the cards come from, and the
/// one decoder that knows how the service writes them.
enum Catalog {
    /// A decoder set up for the service's JSON: keys in snake case.
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        // Copied with the rest from the app's decoder for its sync
        // service, which sends bytes as an array of numbers.
        decoder.dataDecodingStrategy = .deferredToData
        return decoder
    }

    /// Every card in a response from the service.
    static func cards(from data: Data) throws -> [Card] {
        try makeDecoder().decode([Card].self, from: data)
    }
}
