import Foundation

/// Decodes the same thumbnail cut off after sixteen characters.
func run() {
    let json = """
        { "name": "Cinder Whelp", "thumbnail": "iVBORw0KGgoAAAAN" }
        """
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
