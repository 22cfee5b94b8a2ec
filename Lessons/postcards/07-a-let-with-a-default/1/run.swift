import Foundation

/// Reads the document with the date strategy its ISO 8601 text needs.
func decodePostcards() throws -> [Postcard] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode([Postcard].self, from: document())
}

/// Reads the same bytes twice: is the first card the same card both times?
func run() {
    do {
        let firstRead = try decodePostcards()
        let secondRead = try decodePostcards()
        let grandma = (firstRead[0], secondRead[0])
        print(type(of: grandma.0.id))
        print(grandma.0.id == grandma.1.id)
    } catch {
        print(error)
    }
}
