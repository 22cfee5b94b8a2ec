import Foundation

/// The Base 64 of a thumbnail, broken after every few dozen characters.
let lines = [
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlE",
    "QVR42mM44SaHFTEMLQkAePtLAdeF/a4AAAAASUVORK5C",
    "YII=",
]

/// A card whose thumbnail holds those lines, joined by the JSON escape
/// for a line break.
let wrapped = #"{ "name": "Cinder Whelp", "thumbnail": ""#
    + lines.joined(separator: #"\n"#) + #"" }"#

/// Decodes the card with the `.base64` strategy.
func run() {
    let decoder = JSONDecoder()
    decoder.dataDecodingStrategy = .base64
    do {
        let data = Data(wrapped.utf8)
        let card = try decoder.decode(Thumbnailed.self, from: data)
        print("\(card.name): \(card.thumbnail.count) bytes")
    } catch {
        print(error)
    }
}
