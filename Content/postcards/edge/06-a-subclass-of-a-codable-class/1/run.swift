import Foundation

/// Sends a picture card through the decoder and back out of the encoder.
func run() {
    let text = """
        { "to": "Grandma", "url": "https://example.com/lisbon.jpg" }
        """
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
        let bytes = Data(text.utf8)
        let card = try JSONDecoder().decode(Picture.self, from: bytes)
        print(card.caption)
        print(String(decoding: try encoder.encode(card), as: UTF8.self))
    } catch {
        print(error)
    }
}
