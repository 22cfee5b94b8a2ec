import Foundation

/// Decodes one listing with the snake case strategy and prints it.
func run() {
    let json = """
        { "card_name": "Ash Drake", "mana_value": 4,
          "thumbnail_url": "https://cards.example.com/ash-drake.png" }
        """
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        let data = Data(json.utf8)
        let listing = try decoder.decode(Listing.self, from: data)
        print(listing.cardName, listing.manaValue, listing.thumbnailURL)
    } catch {
        print(error)
    }
}
