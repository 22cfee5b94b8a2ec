import Foundation

/// Prints the picture file names, then each card's message: the text, or
/// `nil` where the card has none.
func run() {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
        let cards = try decoder.decode([Postcard].self, from: document())
        print(cards.map { $0.pictureURL.lastPathComponent })
        for postcard in cards {
            let message = postcard.message.map { "\"\($0)\"" } ?? "nil"
            print("\(postcard.to): \(message)")
        }
    } catch {
        print(error)
    }
}
