import Foundation

/// Decodes the feed with the one formatter that reads its times, now that
/// the model also wants the day the share was listed.
func run() {
    // Play a phone in New Zealand: a formatter that takes the phone's own
    // time zone reads every time in the feed as Auckland time.
    NSTimeZone.default = TimeZone(identifier: "Pacific/Auckland")!

    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .formatted(FeedClock.minutes)
    do {
        let ticker = try decoder.decode(Ticker.self, from: document())
        print(ticker.symbol, "listed on", ticker.listed)
        print("refreshed at", ticker.refreshed)
    } catch {
        print(error)
    }
}
