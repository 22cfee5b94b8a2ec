import Foundation

/// Decodes the feed with the currency of the market the app asked, and
/// prints the day's range and every quote's price.
func run() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .custom { try FeedClock.date(from: $0) }
    // The app asked the Tasman Harbour Exchange, which quotes in NZD.
    decoder.userInfo[.currency] = "NZD"
    do {
        let ticker = try decoder.decode(Ticker.self, from: document())
        print("day range:", ticker.dayLow, "to", ticker.dayHigh)
        for quote in ticker.quotes {
            print(" ", quote.time, quote.price)
        }
    } catch {
        print(error)
    }

    // The same decoder with nobody's currency on it: the decode must fail.
    decoder.userInfo[.currency] = nil
    do {
        let ticker = try decoder.decode(Ticker.self, from: document())
        print("no currency given: let through as", ticker.dayLow)
    } catch DecodingError.dataCorrupted {
        print("no currency given: refused with dataCorrupted")
    } catch {
        print("no currency given: refused, not as dataCorrupted:", error)
    }
}
