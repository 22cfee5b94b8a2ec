// Breaks: each quote must carry its time as a date; time parsed with a month-first formatter of its own.
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
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(secondsFromGMT: 0)
        f.dateFormat = "MM/dd/yyyy HH:mm"
        let byTime = try feed.nestedContainer(keyedBy: TimeKey.self, forKey: .quotes)
        var list: [Quote] = []
        for key in byTime.allKeys {
            let fields = try byTime.decode(Quote.Fields.self, forKey: key)
            let time = f.date(from: key.stringValue) ?? .distantPast
            list.append(Quote(time: time, price: fields.price, volume: fields.volume))
        }
        quotes = list.sorted { $0.time < $1.time }
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
