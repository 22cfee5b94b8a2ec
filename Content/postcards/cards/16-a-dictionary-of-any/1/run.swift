import Foundation

/// Builds a card with one extra value and encodes it.
func run() {
    let card = Postcard(to: "Grandma", extra: ["weather": "sunny"])
    do {
        let json = try JSONEncoder().encode(card)
        print("encodes:", String(decoding: json, as: UTF8.self))
    } catch {
        print("fails when encoding:", error)
    }
}
