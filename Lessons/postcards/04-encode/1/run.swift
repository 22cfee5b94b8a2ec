import Foundation

/// Decodes the document, then encodes its first postcard again as indented
/// JSON with sorted keys and prints the result.
func run() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]

    do {
        let bytes = try document()
        let cards = try JSONDecoder().decode([Postcard].self, from: bytes)
        guard let first = cards.first else { return }
        let encoded = try encoder.encode(first)
        print(String(decoding: encoded, as: UTF8.self))
    } catch {
        print(error)
    }
}
