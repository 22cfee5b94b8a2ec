import Foundation

/// The answer sets up the encoder; the card then encodes one postcard
/// and prints it.
func run() {
    let card = Postcard(
        to: "Grandma",
        sent: "2027-06-03T10:15:00Z",
        pictureURL: URL(string: "https://example.com/lisbon.jpg")!
    )
    let encoder = JSONEncoder()
    do {
        // --- the answer ---
        encoder.outputFormatting = [
            .prettyPrinted, .sortedKeys, .withoutEscapingSlashes,
        ]
        // --- end of the answer ---
        print(String(decoding: try encoder.encode(card), as: UTF8.self))
    } catch {
        print(error)
    }
}
