import Foundation

/// Decodes one card of the school `"A"`.
func run() {
    let json = #"{ "name": "Aether Wisp", "school": "A" }"#
    do {
        let card = try JSONDecoder().decode(
            Schooled.self, from: Data(json.utf8))
        print("decodes:", card.school)
    } catch {
        print(error)
    }
}
