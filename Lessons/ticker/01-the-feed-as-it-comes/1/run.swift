import Foundation

/// Decodes the feed and prints what it says about the share: its symbol
/// and name, where it trades, how often the feed updates, the day's range
/// and how far the price moved within it.
func run() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        let data = try document()
        let ticker: Ticker = try decoder.decode(Ticker.self, from: data)
        let instrument = ticker.meta.instrument
        let market = ticker.meta.market
        print(instrument.symbol, "·", instrument.name)
        let every = "every \(ticker.meta.intervalMinutes) minutes"
        print("on \(market.exchange), \(every)")
        print("day range:", market.dayRange)
        print("it moved by", movement(in: market.dayRange))
    } catch {
        print(error)
    }
}

/// The high less the low, worked out in the number type the model chose
/// for the prices: the money type subtracts them cent for cent.
func movement<Price: Numeric>(in range: [Price]) -> String {
    guard let low = range.first, let high = range.last else { return "-" }
    return "\(high - low)"
}

/// A range of any other shape still compiles, so that the decoder is the
/// one to say what it makes of it.
func movement<Range>(in range: Range) -> String {
    "nothing: the range is not a list of numbers"
}
