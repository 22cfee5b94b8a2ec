import Foundation

/// Decodes one relic with the snake case strategy on.
func run() {
    let json = """
        { "name": "Stormglass Lens",
          "sigil_url": "https://cards.example.com/sigils/lens.png" }
        """
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        let relic = try decoder.decode(Relic.self, from: Data(json.utf8))
        print("decodes:", relic.sigilURL)
    } catch {
        print(error)
    }
}
