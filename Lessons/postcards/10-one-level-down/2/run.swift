import Foundation

/// Decodes the cards, prints their cities, then encodes them and compares with the file.
func run() {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601

    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]

    do {
        let original = try document()
        let postcards = try decoder.decode([Postcard].self, from: original)
        for postcard in postcards {
            print(postcard.to, "·", "\(postcard.city),", postcard.country)
        }

        let firstCard = try encoder.encode(postcards[0])
        print(String(decoding: firstCard, as: UTF8.self))

        let rewritten = String(decoding: try encoder.encode(postcards), as: UTF8.self)
        let fileText = String(decoding: original, as: UTF8.self)
        print(rewritten == fileText.trimmingCharacters(in: .whitespacesAndNewlines))
    } catch {
        print(error)
    }
}
