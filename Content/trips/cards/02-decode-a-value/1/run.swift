import Foundation

/// Decodes one stay from a JSON string and prints both of its fields.
func run() {
    let text = """
        {"nights": 5, "city": "Seattle"}
        """
    do {
        let stay = try JSONDecoder().decode(Stay.self, from: Data(text.utf8))
        print(stay.city, stay.nights)
    } catch {
        print("could not decode:", error)
    }
}
