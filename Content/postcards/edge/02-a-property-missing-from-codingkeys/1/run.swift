import Foundation

/// Decodes a card that has a message, prints the message, then encodes the card.
func run() {
    let json = #"{ "to": "Grandma", "message": "Wish you were here" }"#
    do {
        let card = try JSONDecoder().decode(Postcard.self, from: Data(json.utf8))
        print(card.message)
        print(String(decoding: try JSONEncoder().encode(card), as: UTF8.self))
    } catch {
        print(error)
    }
}
