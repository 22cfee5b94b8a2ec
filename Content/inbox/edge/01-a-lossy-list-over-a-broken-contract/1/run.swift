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

/// Reads the page as the app does, and prints what the user would see.
func run() {
    do {
        let list = try makeDecoder().decode(
            QuietList<Note>.self, from: reply)
        print("inbox: \(list.items.count) messages")
    } catch {
        print(error)
    }
}
