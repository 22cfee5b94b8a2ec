// Good: quotes decoded as a [String: Quote.Fields] dictionary, no CodingKey struct; sorted with sort(by:).
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
        let byTime = try feed.decode([String: Quote.Fields].self, forKey: .quotes)
        var quotes = try byTime.map { text, fields -> Quote in
            guard let time = FeedClock.minutes.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .quotes, in: feed, debugDescription: "\(text) is not a time")
            }
            return Quote(time: time, price: fields.price, volume: fields.volume)
        }
        quotes.sort { $0.time < $1.time }
        self.quotes = quotes
    }
}

struct Quote: Equatable {
    var time: Date
    var price: Decimal
    var volume: Int

    struct Fields: Decodable, Equatable {
        var volume: Int
        var price: Decimal
    }
}
