// expect: typeMismatch
// expect: meta.market.dayRange[0]

// The mistake: a price read as an object with an amount, when the feed
// writes every price as a bare number.

import Foundation

extension CodingUserInfoKey {
    /// The currency of every price in a document, which the caller knows
    /// and the document does not say.
    static let currency = CodingUserInfoKey(rawValue: "currency")!
}

/// An amount of money in a currency, decoded from a bare number.
struct Price: Decodable, CustomStringConvertible {
    let amount: Decimal
    let currency: String

    /// Reads the number where the price stands, and takes the currency
    /// from the decoder's `userInfo`.
    init(from decoder: any Decoder) throws {
        guard let currency = decoder.userInfo[.currency] as? String else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "No currency in the decoder's userInfo."))
        }
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        amount = try fields.decode(Decimal.self, forKey: .amount)
        self.currency = currency
    }

    /// The price's one key in the document, as the model imagines it.
    enum CodingKeys: String, CodingKey {
        case amount
    }

    var description: String { "\(amount) \(currency)" }
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
    let dayLow: Price
    let dayHigh: Price
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
        dayLow = try range.decode(Price.self)
        dayHigh = try range.decode(Price.self)

        // Under "quotes" every key is a time, and no enum can list them.
        // Take the keys the object has, read each one as a date, and put
        // the quotes in the order of those dates.
        let byTime = try feed.nestedContainer(
            keyedBy: TimeKey.self, forKey: .quotes)
        var quotes: [Quote] = []
        for key in byTime.allKeys {
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
        self.quotes = quotes.sorted { $0.time < $1.time }
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

import Foundation

/// One price update: when it was quoted, the price, and how many shares
/// changed hands in the interval.
struct Quote {
    let time: Date
    let price: Price
    let volume: Int

    /// What the feed keeps under each time: a quote without its time,
    /// because the time is the key it sits under.
    struct Fields: Decodable {
        let price: Price
        let volume: Int
    }
}
