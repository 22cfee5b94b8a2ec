import Foundation

/// Decodes a picture card, prints what it holds, and encodes it back.
func run() {
    let json = #"{ "to": "Grandma", "url": "https://example.com/lisbon.jpg" }"#
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
        let picture = try JSONDecoder().decode(Picture.self, from: Data(json.utf8))
        let parts = [picture.to, "·"] + [picture.url].compactMap { $0 }
        print(parts.joined(separator: " "))
        print(String(decoding: try encoder.encode(picture), as: UTF8.self))
    } catch {
        print(error)
    }
}
