import Foundation

/// Decodes the feed as before, then encodes the ticker for the display
/// board and prints the JSON the board will receive.
func run() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .custom { try FeedClock.date(from: $0) }
    decoder.userInfo[.currency] = "NZD"

    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
        let ticker = try decoder.decode(Ticker.self, from: document())
        let summary = try encoder.encode(ticker)
        print(String(decoding: summary, as: UTF8.self))
    } catch {
        print(error)
    }
}
