import Foundation

/// Tries the decoder's snake case conversion on the picture addresses.
func run() {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        let cards = try decoder.decode([Postcard].self, from: document())
        print(cards.map { $0.pictureURL.lastPathComponent })
    } catch {
        print(error)
    }
}
