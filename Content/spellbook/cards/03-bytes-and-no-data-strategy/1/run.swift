import Foundation

/// Decodes one card with a decoder whose settings were never changed, and
/// prints the first four bytes as hex.
func run() {
    let json = """
        { "name": "Cinder Whelp", "thumbnail": "iVBORw0KGgoAAAANSUhEUg==" }
        """
    do {
        let card = try JSONDecoder().decode(
            Thumbnailed.self, from: Data(json.utf8))
        let first = card.thumbnail.prefix(4)
        let hex = first.map { String($0, radix: 16) }.joined(separator: " ")
        print("decodes: \(card.thumbnail.count) bytes, starting \(hex)")
    } catch {
        print(error)
    }
}
