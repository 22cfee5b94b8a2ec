import Foundation

/// The Cinder Whelp's thumbnail as the catalogue writes it: 100
/// characters of Base 64 for a PNG of 74 bytes.
let whole = "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlE"
    + "QVR42mM44SaHFTEMLQkAePtLAdeF/a4AAAAASUVORK5CYII="

/// The thumbnail whole, cut after 96 and after 98 characters, and the
/// PNG's first eight bytes written without their `=`.
let texts = [
    whole, String(whole.prefix(96)), String(whole.prefix(98)),
    "iVBORw0KGgo",
]

/// Decodes a card for each text with the `.base64` strategy.
func run() {
    let decoder = JSONDecoder()
    decoder.dataDecodingStrategy = .base64
    for text in texts {
        let json = #"{ "name": "Cinder Whelp", "thumbnail": "\#(text)" }"#
        do {
            let card = try decoder.decode(
                Thumbnailed.self, from: Data(json.utf8))
            let bytes = card.thumbnail
            let last = bytes.suffix(4).map { String(format: "%02x", $0) }
            print("\(text.count) characters: \(bytes.count) bytes,",
                "the last ones", last.joined(separator: " "))
        } catch {
            print("\(text.count) characters:", error)
        }
    }
}
