import Foundation

/// A postcard with an id and a recipient.
struct Postcard: Codable, Identifiable {
    let id = UUID()
    var to: String
}

/// Decodes the same bytes twice and compares the two ids.
func run() {
    let json = """
        { "id": "0B5E4A44-8F52-4C33-9C47-1D2E3F405162",
          "to": "Grandma" }
        """
    let bytes = Data(json.utf8)
    do {
        let first = try JSONDecoder().decode(Postcard.self, from: bytes)
        let second = try JSONDecoder().decode(Postcard.self, from: bytes)
        print(first.id == second.id)
    } catch {
        print(error)
    }
}
