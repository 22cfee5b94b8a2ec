import Foundation

/// A postcard with a real date.
struct Postcard: Codable {
    var to: String
    var sent: Date
}

/// Decodes the ISO text into a `Date`, prints it, and encodes it back as text.
func run() {
    let json = #"{ "to": "Grandma", "sent": "2027-06-03T10:15:00Z" }"#
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = .sortedKeys
    do {
        let card = try decoder.decode(Postcard.self, from: Data(json.utf8))
        print(card.sent)
        print(String(decoding: try encoder.encode(card), as: UTF8.self))
    } catch {
        print(error)
    }
}
