import Foundation

/// Decodes a thumbnail that was cut off after eleven characters.
func run() {
    let json = #"{ "name": "Cinder Whelp", "thumbnail": "iVBORw0KGgo" }"#
    let decoder = JSONDecoder()
    decoder.dataDecodingStrategy = .base64
    do {
        let data = Data(json.utf8)
        let card = try decoder.decode(Thumbnailed.self, from: data)
        print("decodes: \(card.thumbnail.count) bytes")
    } catch {
        print(error)
    }
}
