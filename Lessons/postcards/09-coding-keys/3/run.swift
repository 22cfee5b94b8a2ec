import Foundation

/// Prints the picture file names, the key named in `CodingKeys`.
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
