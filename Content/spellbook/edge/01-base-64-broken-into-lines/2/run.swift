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

/// Decodes the card with a data strategy that skips what is not Base 64.
func run() {
    let decoder = JSONDecoder()
    decoder.dataDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let bytes = Data(
            base64Encoded: text, options: .ignoreUnknownCharacters)
        else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "No Base 64 in \(text)")
        }
        return bytes
    }
    do {
        let data = Data(wrapped.utf8)
        let card = try decoder.decode(Thumbnailed.self, from: data)
        print("\(card.name): \(card.thumbnail.count) bytes")
    } catch {
        print(error)
    }
}
