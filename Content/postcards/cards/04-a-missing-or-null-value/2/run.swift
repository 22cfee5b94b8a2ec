import Foundation

/// Decodes a message of the wrong type and names the error's case and where it happened.
func run() {
    let json = #"{ "to": "Grandma", "message": 42 }"#
    do {
        let card = try JSONDecoder().decode(Postcard.self, from: Data(json.utf8))
        print(card.to, card.message ?? "(no message)")
    } catch DecodingError.typeMismatch(let type, let context) {
        print("typeMismatch:", type, "at", context.codingPath.map(\.stringValue))
    } catch {
        print(error)
    }
}
