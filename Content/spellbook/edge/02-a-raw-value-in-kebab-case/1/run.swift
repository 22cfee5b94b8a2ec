import Foundation

/// Decodes one card with the kebab case strategy on.
func run() {
    let json = """
        { "name": "Duskmantle Owl",
          "art-url": "https://cards.example.com/art/duskmantle-owl.jpg" }
        """
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .custom { path in
        camelCaseKey(from: path)
    }
    do {
        let card = try decoder.decode(Artwork.self, from: Data(json.utf8))
        print(card.artURL.lastPathComponent)
    } catch {
        print(error)
    }
}
