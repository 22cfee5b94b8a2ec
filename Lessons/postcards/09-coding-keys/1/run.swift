import Foundation

/// Prints the file name at the end of every card's picture address.
func run() {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
        let cards = try decoder.decode([Postcard].self, from: document())
        print(cards.map { $0.pictureURL.lastPathComponent })
    } catch {
        print(error)
    }
}
