import Foundation

/// Decodes the feed and prints what it says about the share: its symbol
/// and name, where it trades, how often the feed updates, the day's range.
func run() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        let ticker = try decoder.decode(Ticker.self, from: document())
        let instrument = ticker.meta.instrument
        let market = ticker.meta.market
        print(instrument.symbol, "·", instrument.name)
        let every = "every \(ticker.meta.intervalMinutes) minutes"
        print("on \(market.exchange), \(every)")
        print("day range:", market.dayRange)
    } catch {
        print(error)
    }
}
