import Foundation

/// A postcard whose property name ends in an acronym.
struct Postcard: Decodable {
    var to: String
    var pictureURL: URL
}

/// Decodes with the snake case conversion on; prints the file name or
/// the error.
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
