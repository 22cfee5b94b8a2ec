import Foundation

/// Decodes a card from a school the enum does not list.
func run() {
    let json = #"{ "name": "Aether Wisp", "school": "A" }"#
    do {
        let card = try JSONDecoder().decode(
            Schooled.self, from: Data(json.utf8))
        print(card.school)
    } catch {
        print(error)
    }
}
