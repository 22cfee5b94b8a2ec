// Breaks: interval_minutes sits in "meta", not in "market"; read from the market's container.
import Foundation

struct Ticker: Decodable {
    let symbol: String
    let name: String
    let exchange: String
    let intervalMinutes: Int
    let dayLow: Decimal
    let dayHigh: Decimal

    enum CodingKeys: String, CodingKey { case meta }
    enum MetaKeys: String, CodingKey { case instrument, market }
    enum InstrumentKeys: String, CodingKey { case symbol, name }
    enum MarketKeys: String, CodingKey { case exchange, dayRange, intervalMinutes }

    init(from decoder: any Decoder) throws {
        let feed = try decoder.container(keyedBy: CodingKeys.self)
        let meta = try feed.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        let instrument = try meta.nestedContainer(keyedBy: InstrumentKeys.self, forKey: .instrument)
        symbol = try instrument.decode(String.self, forKey: .symbol)
        name = try instrument.decode(String.self, forKey: .name)
        let market = try meta.nestedContainer(keyedBy: MarketKeys.self, forKey: .market)
        exchange = try market.decode(String.self, forKey: .exchange)
        intervalMinutes = try market.decode(Int.self, forKey: .intervalMinutes)
        var range = try market.nestedUnkeyedContainer(forKey: .dayRange)
        dayLow = try range.decode(Decimal.self)
        dayHigh = try range.decode(Decimal.self)
    }
}
