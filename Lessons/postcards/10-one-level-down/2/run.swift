import Foundation

/// Decodes the cards and prints their cities, then encodes them again and
/// compares the result with the file.
func run() {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601

    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [
        .prettyPrinted, .sortedKeys, .withoutEscapingSlashes,
    ]

    do {
        let original = try document()
        let cards = try decoder.decode([Postcard].self, from: original)
        for postcard in cards {
            print(postcard.to, "·", "\(postcard.city),", postcard.country)
        }

        let firstCard = try encoder.encode(cards[0])
        print(String(decoding: firstCard, as: UTF8.self))

        let again = try encoder.encode(cards)
        let rewritten = String(decoding: again, as: UTF8.self)
        let fileText = String(decoding: original, as: UTF8.self)
        // The file ends with a newline; the encoder writes none.
        let file = fileText.trimmingCharacters(in: .whitespacesAndNewlines)
        print(rewritten == file)
    } catch {
        print(error)
    }
}
