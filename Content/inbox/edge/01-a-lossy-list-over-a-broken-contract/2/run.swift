import Foundation

/// The morning the server began to send times as numbers of seconds.
let reply = Data("""
    [{"id": 9301, "sent_at": 1805100000},
     {"id": 9302, "sent_at": 1805100060},
     {"id": 9303, "sent_at": 1805100125}]
    """.utf8)

/// The app's decoder, configured for the contract: ISO 8601 text.
func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .iso8601
    return decoder
}

/// The same page, decoded strictly, as a plain array.
func run() {
    do {
        let notes = try makeDecoder().decode([Note].self, from: reply)
        print("inbox: \(notes.count) messages")
    } catch {
        print(error)
    }
}
