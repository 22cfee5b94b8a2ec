import Foundation

/// Decodes one sight with the snake case strategy on.
func run() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let json = """
        {"image_url": "https://example.com/bergen.jpg", "city": "Bergen"}
        """
    do {
        let sight = try decoder.decode(Sight.self, from: Data(json.utf8))
        print("decodes:", sight.imageURL)
    } catch {
        print(error)
    }
}
