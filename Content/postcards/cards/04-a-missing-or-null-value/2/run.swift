import Foundation

/// Decodes a message of the wrong type and names the error and its place.
func run() {
    let data = Data(#"{ "to": "Grandma", "message": 42 }"#.utf8)
    do {
        let card = try JSONDecoder().decode(Postcard.self, from: data)
        print(card.to, card.message ?? "(no message)")
    } catch DecodingError.typeMismatch(let type, let context) {
        let path = context.codingPath.map(\.stringValue)
        print("typeMismatch:", type, "at", path)
    } catch {
        print(error)
    }
}
