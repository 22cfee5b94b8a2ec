// Breaks: ordered from the oldest to the latest; the quotes are kept in allKeys order, unsorted.
import Foundation

struct Ticker: Decodable {
    let symbol: String
    let name: String
    let listed: Date
    let exchange: String
    let intervalMinutes: Int
    let dayLow: Decimal
    let dayHigh: Decimal
    let refreshed: Date
    let quotes: [Quote]

    enum CodingKeys: String, CodingKey { case meta, quotes }
    enum MetaKeys: String, CodingKey { case instrument, market, intervalMinutes }
    enum InstrumentKeys: String, CodingKey { case symbol, name, listed }
    enum MarketKeys: String, CodingKey { case exchange, dayRange, refreshed }

    init(from decoder: any Decoder) throws {
        let feed = try decoder.container(keyedBy: CodingKeys.self)
        let meta = try feed.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        intervalMinutes = try meta.decode(Int.self, forKey: .intervalMinutes)
        let instrument = try meta.nestedContainer(keyedBy: InstrumentKeys.self, forKey: .instrument)
        symbol = try instrument.decode(String.self, forKey: .symbol)
        name = try instrument.decode(String.self, forKey: .name)
        listed = try instrument.decode(Date.self, forKey: .listed)
        let market = try meta.nestedContainer(keyedBy: MarketKeys.self, forKey: .market)
        exchange = try market.decode(String.self, forKey: .exchange)
        refreshed = try market.decode(Date.self, forKey: .refreshed)
        var range = try market.nestedUnkeyedContainer(forKey: .dayRange)
        dayLow = try range.decode(Decimal.self)
        dayHigh = try range.decode(Decimal.self)
        let byTime = try feed.nestedContainer(keyedBy: TimeKey.self, forKey: .quotes)
        quotes = try byTime.allKeys.map { key in
            let fields = try byTime.decode(Quote.Fields.self, forKey: key)
            return Quote(time: FeedClock.minutes.date(from: key.stringValue)!,
                         price: fields.price, volume: fields.volume)
        }
    }
}

struct TimeKey: CodingKey {
    var stringValue: String
    init?(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

struct Quote {
    let time: Date
    let price: Decimal
    let volume: Int
    struct Fields: Decodable {
        let price: Decimal
        let volume: Int
    }
}
