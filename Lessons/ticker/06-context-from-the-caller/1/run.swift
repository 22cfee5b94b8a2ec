import Foundation

/// Decodes the feed with a decoder that knows nothing of currencies and
/// prints the day's range.
func run() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .custom { try FeedClock.date(from: $0) }
    do {
        let ticker = try decoder.decode(Ticker.self, from: document())
        print("day range:", ticker.dayLow, "to", ticker.dayHigh)
    } catch {
        print(error)
    }
}
