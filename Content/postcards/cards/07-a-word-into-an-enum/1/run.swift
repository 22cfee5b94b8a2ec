import Foundation

/// A postcard with its stamp.
struct Postcard: Decodable {
    var to: String
    var stamp: Stamp
}

/// Decodes a stamp from a card, then encodes two stamps as an array.
func run() {
    let json = #"{ "to": "Grandma", "stamp": "airmail" }"#
    do {
        let data = Data(json.utf8)
        let card = try JSONDecoder().decode(Postcard.self, from: data)
        print(card.stamp, card.stamp == .airmail)
        let stamps: [Stamp] = [.priority, .surface]
        let bytes = try JSONEncoder().encode(stamps)
        print(String(decoding: bytes, as: UTF8.self))
    } catch {
        print(error)
    }
}
