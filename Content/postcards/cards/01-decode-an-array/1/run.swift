import Foundation

/// A postcard with just the two keys this card needs.
struct Postcard: Codable {
    var to: String
    var sent: String
}

/// Decodes a two-element array and prints the recipients in order.
func run() {
    let json = """
        [
            { "to": "Grandma", "sent": "2027-06-03T10:15:00Z" },
            { "to": "Dad", "sent": "2027-06-05T18:40:00Z" }
        ]
        """
    do {
        let cards = try JSONDecoder().decode([Postcard].self, from: Data(json.utf8))
        print(cards.map(\.to))
    } catch {
        print(error)
    }
}
