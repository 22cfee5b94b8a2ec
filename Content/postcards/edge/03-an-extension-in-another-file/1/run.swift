import Foundation

// The conformance, declared away from the struct's own file.
extension Postcard: Codable {}

/// Decodes a card and prints the whole value.
func run() {
    let json = #"{ "to": "Grandma", "city": "Lisbon" }"#
    do {
        print(try JSONDecoder().decode(Postcard.self, from: Data(json.utf8)))
    } catch {
        print(error)
    }
}
