import Foundation

/// Decodes a card that has a message, prints the message, then encodes it.
func run() {
    let text = #"{ "to": "Grandma", "message": "Wish you were here" }"#
    do {
        let bytes = Data(text.utf8)
        let card = try JSONDecoder().decode(Postcard.self, from: bytes)
        print(card.message)
        let json = try JSONEncoder().encode(card)
        print(String(decoding: json, as: UTF8.self))
    } catch {
        print(error)
    }
}
