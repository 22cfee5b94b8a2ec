import Foundation

/// Decodes the feed and prints its quotes in the model's order, then the
/// latest price.
func run() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .custom { try FeedClock.date(from: $0) }
    do {
        let ticker = try decoder.decode(Ticker.self, from: document())
        print(ticker.symbol, "·", ticker.quotes.count, "quotes:")
        for quote in ticker.quotes {
            print(" ", quote.time, quote.price, quote.volume)
        }
        if let latest = ticker.quotes.last {
            print("latest:", latest.price, "at", latest.time)
        }
    } catch {
        print(error)
    }
}
