import Foundation

/// Decodes the document with a decoder left at its defaults and prints
/// every sending date.
func run() {
    let plainDecoder = JSONDecoder()

    do {
        let bytes = try document()
        let cards = try plainDecoder.decode([Postcard].self, from: bytes)
        print(cards.map { $0.sent })
    } catch {
        print(error)
    }
}
