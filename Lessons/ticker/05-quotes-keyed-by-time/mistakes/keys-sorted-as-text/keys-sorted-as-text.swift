// expect: KELP · 5 quotes:
// expect: latest: 12.27 at 2027-03-31 16:55:00 +0000
// expect: 5 lines differ

// The mistake: the keys sorted as text and then read as dates, so the day
// that comes first in the text, 01/04, comes first in the quotes too.

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
    /// Every quote in the feed, the oldest first.
    let quotes: [Quote]

    /// The keys at the top of the feed.
    enum CodingKeys: String, CodingKey {
        case meta, quotes
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

        // Under "quotes" every key is a time, and no enum can list them.
        // Take the keys the object has, read each one as a date, and put
        // the quotes in the order of those dates.
        let byTime = try feed.nestedContainer(
            keyedBy: TimeKey.self, forKey: .quotes)
        var quotes: [Quote] = []
        // Sorted once, by the keys' text, before they become dates.
        let keys = byTime.allKeys.sorted { $0.stringValue < $1.stringValue }
        for key in keys {
            guard let time = FeedClock.minutes.date(from: key.stringValue)
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: byTime,
                    debugDescription: "A quote's key is not a time.")
            }
            let fields = try byTime.decode(Quote.Fields.self, forKey: key)
            let quote = Quote(
                time: time, price: fields.price, volume: fields.volume)
            quotes.append(quote)
        }
        self.quotes = quotes
    }
}

/// A key made from whatever text the document has: the feed's times.
struct TimeKey: CodingKey {
    let stringValue: String

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// The feed's keys are never numbers.
    var intValue: Int? { nil }

    init?(intValue: Int) {
        nil
    }
}
