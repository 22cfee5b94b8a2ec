import Foundation

/// A postcard whose `sent` is required.
struct Postcard: Codable {
    var to: String
    var sent: String
}

/// Decodes a batch with one broken card and reports the missing key and its path.
func run() {
    let json = """
        [
            { "to": "Grandma", "sent": "2027-06-03T10:15:00Z" },
            { "to": "Dad" }
        ]
        """
    do {
        let cards = try JSONDecoder().decode([Postcard].self, from: Data(json.utf8))
        print("decoded \(cards.count) cards")
    } catch DecodingError.keyNotFound(let key, let context) {
        let route = context.codingPath.map { $0.stringValue }
        print("No \(key.stringValue) at \(route)")
    } catch {
        print(error)
    }
}
