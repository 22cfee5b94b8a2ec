import Foundation

/// Reads the document with the date strategy its ISO 8601 text needs.
func decodePostcards() throws -> [Postcard] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode([Postcard].self, from: document())
}

/// Prints every card's id.
func run() {
    do {
        let ids = try decodePostcards().map(\.id)
        print(ids)
    } catch {
        print(error)
    }
}
