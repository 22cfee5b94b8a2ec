import Foundation

/// A postcard with a recipient and a picture.
struct Postcard: Decodable {
    var to: String
    var pictureURL: URL
}

/// Decodes one card with the snake case strategy on.
func run() {
    let json = """
        { "to": "Grandma",
          "picture_url": "https://example.com/lisbon.jpg" }
        """
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        let card = try decoder.decode(Postcard.self, from: Data(json.utf8))
        print("decodes:", card.pictureURL.lastPathComponent)
    } catch {
        print(error)
    }
}
