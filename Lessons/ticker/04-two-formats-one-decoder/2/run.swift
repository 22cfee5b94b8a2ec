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

    // The same feed with the day written another way: the decode must fail.
    do {
        let feed = String(decoding: try document(), as: UTF8.self)
            .replacingOccurrences(of: "2019-08-02", with: "2 August 2019")
        let ticker = try decoder.decode(Ticker.self, from: Data(feed.utf8))
        print("a day in words: let through as", ticker.listed)
    } catch DecodingError.dataCorrupted {
        // Only the kind of error is printed: the words of why are yours.
        print("a day in words: refused with dataCorrupted")
    } catch {
        print("a day in words: refused, not as dataCorrupted:", error)
    }
}
