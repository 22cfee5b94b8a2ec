import Foundation

/// Decodes the feed and prints its quotes, ordered by their keys.
func run() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .custom { try FeedClock.date(from: $0) }
    do {
        let ticker = try decoder.decode(Ticker.self, from: document())
        let byTime = ticker.quotesByTime.sorted { $0.key < $1.key }
        print(ticker.symbol, "·", byTime.count, "quotes, sorted by key:")
        for (time, fields) in byTime {
            print(" ", time, fields.price, fields.volume)
        }
    } catch {
        print(error)
    }
}
