import Foundation

/// One entry of the feed, with its keys in snake_case.
let bergenEntry = """
    {"image_url": "https://example.com/bergen.jpg", "city": "Bergen"}
    """

/// Decodes the entry with the snake-case strategy and prints the picture's
/// address.
func run() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        let bytes = Data(bergenEntry.utf8)
        print(try decoder.decode(Lead.self, from: bytes).imageURL)
    } catch {
        print(error)
    }
}
