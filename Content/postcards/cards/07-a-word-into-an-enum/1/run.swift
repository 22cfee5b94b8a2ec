import Foundation

/// How a postcard was sent; each raw value is the document's word.
enum Stamp: String, Codable {
    case airmail, surface, priority
}

/// A postcard with its stamp.
struct Postcard: Codable {
    var to: String
    var stamp: Stamp
}

/// Decodes a stamp from a card, then encodes two stamps as an array.
func run() {
    let json = #"{ "to": "Grandma", "stamp": "airmail" }"#
    do {
        let card = try JSONDecoder().decode(Postcard.self, from: Data(json.utf8))
        print(card.stamp, card.stamp == .airmail)
        let stamps: [Stamp] = [.priority, .surface]
        print(String(decoding: try JSONEncoder().encode(stamps), as: UTF8.self))
    } catch {
        print(error)
    }
}
