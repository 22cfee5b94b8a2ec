import Foundation

/// The answer sets up the decoder and the encoder. The card then reads
/// the ISO text into a `Date`, prints it, and encodes the card again.
func run() {
    let json = #"{ "to": "Grandma", "sent": "2027-06-03T10:15:00Z" }"#
    let decoder = JSONDecoder()
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    do {
        // --- the answer ---
        decoder.dateDecodingStrategy = .iso8601
        encoder.dateEncodingStrategy = .iso8601
        // --- end of the answer ---
        let card = try decoder.decode(Postcard.self, from: Data(json.utf8))
        print(card.sent)
        print(String(decoding: try encoder.encode(card), as: UTF8.self))
    } catch {
        print(error)
    }
}
