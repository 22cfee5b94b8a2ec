// expect: KELP refreshed at 2027-03-31 20:15:00 +0000
// expect: 1 line differs

// The mistake: the formatter's locale and pattern set, its time zone left
// to the phone, which here believes it is in Auckland.

import Foundation

/// How the feed writes its times, and the formatters that read them.
enum FeedClock {
    /// A time to the minute, as the feed writes it: `01/04/2027 09:15`,
    /// day first, in UTC.
    static let minutes: DateFormatter = {
        let formatter = DateFormatter()
        // The fixed locale that ignores the phone's language, region,
        // calendar and 12- or 24-hour clock.
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "dd/MM/yyyy HH:mm"
        return formatter
    }()
}

// As the lesson writes it: only what is above is the mistake.
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
    let refreshed: Date

    /// The keys at the top of the feed.
    enum CodingKeys: String, CodingKey {
        case meta
    }

    /// The keys inside "meta".
    enum MetaKeys: String, CodingKey {
        case instrument, market, intervalMinutes
    }

    /// The keys inside "meta", then "instrument".
    enum InstrumentKeys: String, CodingKey {
        case symbol, name
    }

    /// The keys inside "meta", then "market".
    enum MarketKeys: String, CodingKey {
        case exchange, dayRange, refreshed
    }

    /// Walks down to every value it wants and keeps only the value.
    init(from decoder: any Decoder) throws {
        let feed = try decoder.container(keyedBy: CodingKeys.self)
        let meta = try feed.nestedContainer(
            keyedBy: MetaKeys.self, forKey: .meta)
        intervalMinutes = try meta.decode(
            Int.self, forKey: .intervalMinutes)

        // Two levels down: the container of "meta" opens "instrument".
        let instrument = try meta.nestedContainer(
            keyedBy: InstrumentKeys.self, forKey: .instrument)
        symbol = try instrument.decode(String.self, forKey: .symbol)
        name = try instrument.decode(String.self, forKey: .name)

        let market = try meta.nestedContainer(
            keyedBy: MarketKeys.self, forKey: .market)
        exchange = try market.decode(String.self, forKey: .exchange)
        // A Date, so the decoder's date strategy reads it.
        refreshed = try market.decode(Date.self, forKey: .refreshed)

        // "day_range" is an array: no keys, just a position. Read it in
        // order: the lowest price first, then the highest.
        var range = try market.nestedUnkeyedContainer(forKey: .dayRange)
        dayLow = try range.decode(Decimal.self)
        dayHigh = try range.decode(Decimal.self)
    }
}
