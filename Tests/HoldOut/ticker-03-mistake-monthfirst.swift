// Breaks: day first; the pattern reads month first (MM/dd/yyyy).
import Foundation

struct Ticker: Decodable {
    let symbol: String
    let name: String
    let exchange: String
    let intervalMinutes: Int
    let dayLow: Decimal
    let dayHigh: Decimal
    let refreshed: Date

    enum CodingKeys: String, CodingKey { case meta }
    enum MetaKeys: String, CodingKey { case instrument, market, intervalMinutes }
    enum InstrumentKeys: String, CodingKey { case symbol, name }
    enum MarketKeys: String, CodingKey { case exchange, dayRange, refreshed }

    init(from decoder: any Decoder) throws {
        let feed = try decoder.container(keyedBy: CodingKeys.self)
        let meta = try feed.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        intervalMinutes = try meta.decode(Int.self, forKey: .intervalMinutes)
        let instrument = try meta.nestedContainer(keyedBy: InstrumentKeys.self, forKey: .instrument)
        symbol = try instrument.decode(String.self, forKey: .symbol)
        name = try instrument.decode(String.self, forKey: .name)
        let market = try meta.nestedContainer(keyedBy: MarketKeys.self, forKey: .market)
        exchange = try market.decode(String.self, forKey: .exchange)
        refreshed = try market.decode(Date.self, forKey: .refreshed)
        var range = try market.nestedUnkeyedContainer(forKey: .dayRange)
        dayLow = try range.decode(Decimal.self)
        dayHigh = try range.decode(Decimal.self)
    }
}

enum FeedClock {
    static let minutes: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(secondsFromGMT: 0)
        f.dateFormat = "MM/dd/yyyy HH:mm"
        return f
    }()
}
