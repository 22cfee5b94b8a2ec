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

/// Decodes a card whose document also names the derived properties, then encodes it.
func run() {
    let json = #"{ "to": "Dear Grandma", "shout": "HELLO", "words": 99 }"#
    do {
        var card = try JSONDecoder().decode(Postcard.self, from: Data(json.utf8))
        print(card.shout, card.words)
        print(String(decoding: try JSONEncoder().encode(card), as: UTF8.self))
    } catch {
        print(error)
    }
}
