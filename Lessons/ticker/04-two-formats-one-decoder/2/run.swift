import Foundation

/// Decodes the feed with a date strategy that knows both of its formats,
/// as a phone in Auckland would, and prints the share's two dates.
func run() {
    // Play a phone in New Zealand: a formatter that takes the phone's own
    // time zone reads every time in the feed as Auckland time.
    NSTimeZone.default = TimeZone(identifier: "Pacific/Auckland")!

    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .custom { try FeedClock.date(from: $0) }
    do {
        let ticker = try decoder.decode(Ticker.self, from: document())
        print(ticker.symbol, "listed on", ticker.listed)
        print("refreshed at", ticker.refreshed)
    } catch {
        print(error)
    }
}
