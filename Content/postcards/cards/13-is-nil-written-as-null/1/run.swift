import Foundation

/// A postcard whose message may be nil.
struct Postcard: Encodable {
    var to: String
    var message: String?
}

/// Encodes a card without a message and prints the JSON.
func run() {
    let card = Postcard(to: "Dad", message: nil)
    do {
        let json = try JSONEncoder().encode(card)
        print(String(decoding: json, as: UTF8.self))
    } catch {
        print(error)
    }
}
