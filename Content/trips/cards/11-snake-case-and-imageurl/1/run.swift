import Foundation

/// Tries to fill `imageURL` from `image_url` through the snake case
/// strategy.
func run() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let json = """
        {"image_url": "https://example.com/bergen.jpg", "city": "Bergen"}
        """
    do {
        let sight = try decoder.decode(Sight.self, from: Data(json.utf8))
        print("filled:", sight.imageURL)
    } catch {
        print(error)
    }
}
