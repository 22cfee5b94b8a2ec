import Foundation

/// Decodes the document with ISO 8601 dates and prints every recipient and
/// date. Then it shows the first postcard twice: encoded with the default
/// date strategy, then with ISO text.
func run() {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601

    do {
        let cards = try decoder.decode([Postcard].self, from: document())
        for postcard in cards {
            print("\(postcard.to) · \(postcard.sent)")
        }
        guard let first = cards.first else { return }
        print(try json(for: first, dates: .deferredToDate))
        print(try json(for: first, dates: .iso8601))
    } catch {
        print(error)
    }
}

/// A postcard as pretty-printed JSON with sorted keys, its date in the form
/// `dates` names.
///
/// `.deferredToDate` is the encoder's default: the date encodes itself, as
/// a number.
func json(
    for postcard: Postcard,
    dates: JSONEncoder.DateEncodingStrategy
) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = dates
    return String(decoding: try encoder.encode(postcard), as: UTF8.self)
}
