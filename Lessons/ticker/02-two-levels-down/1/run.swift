import Foundation

/// Decodes the feed into the flat `Ticker` and prints the share's details
/// straight from its properties.
func run() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        let ticker = try decoder.decode(Ticker.self, from: document())
        print(ticker.symbol, "·", ticker.name)
        let every = "every \(ticker.intervalMinutes) minutes"
        print("on \(ticker.exchange), \(every)")
        print("day range:", ticker.dayLow, "to", ticker.dayHigh)
    } catch {
        print(error)
    }
}
