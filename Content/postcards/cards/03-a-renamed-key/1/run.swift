import Foundation

/// Decodes one card with the snake case conversion on and prints the
/// picture's file name.
func run() {
    let json = """
        { "to": "Grandma",
          "picture_url": "https://example.com/lisbon.jpg" }
        """
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        let card = try decoder.decode(Postcard.self, from: Data(json.utf8))
        print(card.pictureURL.lastPathComponent)
    } catch {
        print(error)
    }
}
