import Foundation

/// A postcard with a picture address, whose slashes show the escaping option at work.
struct Postcard: Codable {
    var to: String
    var sent: String
    var pictureURL: URL
}

/// Encodes one card in the readable form and prints it.
func run() {
    let card = Postcard(
        to: "Grandma",
        sent: "2027-06-03T10:15:00Z",
        pictureURL: URL(string: "https://example.com/lisbon.jpg")!
    )
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
        print(String(decoding: try encoder.encode(card), as: UTF8.self))
    } catch {
        print(error)
    }
}
