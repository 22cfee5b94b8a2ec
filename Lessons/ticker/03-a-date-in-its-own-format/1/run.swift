import Foundation

/// Decodes the feed with the feed's own time format, as a phone in
/// Auckland would, and prints when the prices were last refreshed.
func run() {
    // Play a phone in New Zealand: a formatter that takes the phone's own
    // time zone reads every time in the feed as Auckland time.
    NSTimeZone.default = TimeZone(identifier: "Pacific/Auckland")!

    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .formatted(FeedClock.minutes)
    do {
        let ticker = try decoder.decode(Ticker.self, from: document())
        let clock = FeedClock.minutes
        print(ticker.symbol, "refreshed at", ticker.refreshed)
        let text = clock.string(from: ticker.refreshed)
        print("as the feed writes it:", text)
        print("formatter locale:", clock.locale.identifier)
    } catch {
        print(error)
    }
}
