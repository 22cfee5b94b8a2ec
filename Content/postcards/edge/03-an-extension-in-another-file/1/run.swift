import Foundation

// The conformance, declared away from the struct's own file.
extension Postcard: Codable {}

/// Decodes a card and prints the whole value.
func run() {
    let bytes = Data(#"{ "to": "Grandma", "city": "Lisbon" }"#.utf8)
    do {
        print(try JSONDecoder().decode(Postcard.self, from: bytes))
    } catch {
        print(error)
    }
}
