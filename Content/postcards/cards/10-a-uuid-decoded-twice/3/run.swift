import Foundation

/// The id made a variable: now the decoder may overwrite it.
struct Postcard: Codable, Identifiable {
    var id = UUID()
    var to: String
}

/// Decodes the same bytes twice, compares the ids, and prints the one read.
func run() {
    let json = """
        { "id": "0B5E4A44-8F52-4C33-9C47-1D2E3F405162",
          "to": "Grandma" }
        """
    let bytes = Data(json.utf8)
    do {
        let first = try JSONDecoder().decode(Postcard.self, from: bytes)
        let second = try JSONDecoder().decode(Postcard.self, from: bytes)
        print(first.id == second.id, first.id.uuidString)
    } catch {
        print(error)
    }
}
