// expect: Key 'instrument' not found
// expect: `Ticker.MetaKeys` has a case `instrument`

// The mistake: "instrument" opened from the top of the document, as if it
// sat beside "meta" rather than inside it.

import Foundation

/// One share's details, flat: every value a property of its own, however
/// deep the feed keeps it.
struct Ticker: Decodable {
    let symbol: String
    let name: String
    let exchange: String
    let intervalMinutes: Int
    let dayLow: Decimal
    let dayHigh: Decimal

    /// The keys at the top of the feed.
    enum CodingKeys: String, CodingKey {
        case meta, instrument
    }

    /// The keys inside "meta".
    enum MetaKeys: String, CodingKey {
        case market, intervalMinutes
    }

    /// The keys inside "meta", then "instrument".
    enum InstrumentKeys: String, CodingKey {
        case symbol, name
    }

    /// The keys inside "meta", then "market".
    enum MarketKeys: String, CodingKey {
        case exchange, dayRange
    }

    /// Walks down to every value it wants and keeps only the value.
    init(from decoder: any Decoder) throws {
        let feed = try decoder.container(keyedBy: CodingKeys.self)
        let meta = try feed.nestedContainer(
            keyedBy: MetaKeys.self, forKey: .meta)
        intervalMinutes = try meta.decode(
            Int.self, forKey: .intervalMinutes)

        let instrument = try feed.nestedContainer(
            keyedBy: InstrumentKeys.self, forKey: .instrument)
        symbol = try instrument.decode(String.self, forKey: .symbol)
        name = try instrument.decode(String.self, forKey: .name)

        let market = try meta.nestedContainer(
            keyedBy: MarketKeys.self, forKey: .market)
        exchange = try market.decode(String.self, forKey: .exchange)

        // "day_range" is an array: no keys, just a position. Read it in
        // order: the lowest price first, then the highest.
        var range = try market.nestedUnkeyedContainer(forKey: .dayRange)
        dayLow = try range.decode(Decimal.self)
        dayHigh = try range.decode(Decimal.self)
    }
}
