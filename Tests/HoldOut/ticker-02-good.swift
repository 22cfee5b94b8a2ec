import Foundation

/// Hand-written init(from:) that walks down with nested containers, reading the range
/// as a [Decimal] and taking min/max; keys nested in a Keys namespace.
struct Ticker: Decodable {
    let symbol: String
    let name: String
    let exchange: String
    let intervalMinutes: Int
    let dayLow: Decimal
    let dayHigh: Decimal

    private enum Keys {
        enum Top: String, CodingKey { case meta }
        enum Meta: String, CodingKey { case intervalMinutes, market, instrument }
        enum Instrument: String, CodingKey { case name, symbol }
        enum Market: String, CodingKey { case dayRange, exchange }
    }

    init(from decoder: any Decoder) throws {
        let meta = try decoder.container(keyedBy: Keys.Top.self)
            .nestedContainer(keyedBy: Keys.Meta.self, forKey: .meta)
        let instrument = try meta.nestedContainer(keyedBy: Keys.Instrument.self, forKey: .instrument)
        let market = try meta.nestedContainer(keyedBy: Keys.Market.self, forKey: .market)

        symbol = try instrument.decode(String.self, forKey: .symbol)
        name = try instrument.decode(String.self, forKey: .name)
        exchange = try market.decode(String.self, forKey: .exchange)
        intervalMinutes = try meta.decode(Int.self, forKey: .intervalMinutes)

        let range = try market.decode([Decimal].self, forKey: .dayRange)
        guard range.count == 2, let low = range.min(), let high = range.max() else {
            throw DecodingError.dataCorruptedError(
                forKey: .dayRange, in: market, debugDescription: "A range has two numbers.")
        }
        dayLow = low
        dayHigh = high
    }
}
