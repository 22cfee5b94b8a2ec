import Foundation

/// Decodes one card and prints where it was sent from.
func run() {
    let json = """
        { "to": "Grandma",
          "from": { "city": "Lisbon", "country": "Portugal" } }
        """
    do {
        let data = Data(json.utf8)
        let card = try JSONDecoder().decode(Postcard.self, from: data)
        print(card.city)
    } catch {
        print(error)
    }
}
