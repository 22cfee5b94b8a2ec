import Foundation

/// Reads the document with the date strategy its ISO 8601 text needs.
func decodePostcards() throws -> [Postcard] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode([Postcard].self, from: document())
}

/// Lists each card's stamp, then counts the ones that went by air.
func run() {
    do {
        let postcards = try decodePostcards()
        for postcard in postcards {
            print(postcard.to, "·", postcard.stamp)
        }
        let byAir = postcards.filter { $0.stamp == .airmail }
        print(byAir.count, "by airmail")
    } catch {
        print(error)
    }
}
