// expect: meta.instrument.listed
// expect: "2019-08-02" is in none of the feed's formats.

// The mistake: the day formatter declared, but the custom strategy still
// offers the text to the minute formatter alone.

import Foundation

/// How the feed writes its times, and the formatters that read them.
enum FeedClock {
    /// A time to the minute: `01/04/2027 09:15`, day first, in UTC.
    static let minutes = formatter(pattern: "dd/MM/yyyy HH:mm")

    /// A calendar day: `2019-08-02`, read as its first minute in UTC.
    static let days = formatter(pattern: "yyyy-MM-dd")

    /// Reads a date written in either of the feed's formats, for
    /// `JSONDecoder.DateDecodingStrategy.custom`.
    static func date(from decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        for formatter in [minutes] {
            if let date = formatter.date(from: text) {
                return date
            }
        }
        // None fits: a `dataCorrupted` error carrying the path of the key.
        let why = "\"\(text)\" is in none of the feed's formats."
        throw DecodingError.dataCorruptedError(
            in: container, debugDescription: why)
    }

    /// A formatter for one fixed pattern that reads the same on every
    /// phone: the POSIX locale, and the feed's time zone, UTC.
    private static func formatter(pattern: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = pattern
        return formatter
    }
}

// As the lesson writes it: only what is above is the mistake.
import Foundation

/// One share's details, flat: every value a property of its own, however
/// deep the feed keeps it.
struct Ticker: Decodable {
    let symbol: String
    let name: String
    let listed: Date
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
        case symbol, name, listed
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
        listed = try instrument.decode(Date.self, forKey: .listed)

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
