import Foundation

/// A postcard with one stored property and two derived ones.
struct Postcard: Codable {
    var to: String

    /// The recipient in capitals, worked out on every read.
    var shout: String {
        to.uppercased()
    }

    /// The number of words in the recipient, counted on first read.
    lazy var words: Int = to.split(separator: " ").count
}

/// A document that also names the derived properties.
let incoming = #"{ "to": "Dear Grandma", "shout": "HELLO", "words": 99 }"#

/// Decodes the card, shows the derived values, and encodes it again.
func run() {
    do {
        var card = try JSONDecoder().decode(
            Postcard.self, from: Data(incoming.utf8))
        print(card.shout, card.words)
        let json = try JSONEncoder().encode(card)
        print(String(decoding: json, as: UTF8.self))
    } catch {
        print(error)
    }
}
