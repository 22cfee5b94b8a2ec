// Breaks: a text in neither format must fail with dataCorrupted; throws a custom error instead.
import Foundation

struct Ticker: Decodable {
    let symbol: String
    let name: String
    let exchange: String
    let intervalMinutes: Int
    let dayLow: Decimal
    let dayHigh: Decimal
    let refreshed: Date
    let listed: Date

    enum CodingKeys: String, CodingKey { case meta }
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
    }
}


struct UnreadableDate: Error { let text: String }

enum FeedClock {
    static let minutes: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "dd/MM/yyyy HH:mm"
        return formatter
    }()
    static let days: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
    static func date(from decoder: any Decoder) throws -> Date {
        let text = try decoder.singleValueContainer().decode(String.self)
        if let d = minutes.date(from: text) ?? days.date(from: text) { return d }
        throw UnreadableDate(text: text)
    }
}
