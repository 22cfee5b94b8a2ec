// Breaks: every price must be an amount with its currency; the day range stays Decimal (only quotes use Price).
import Foundation

extension CodingUserInfoKey {
    static let currency = CodingUserInfoKey(rawValue: "currency")!
}

struct Price: Decodable, CustomStringConvertible {
    let amount: Decimal
    let currency: String
    var description: String { "\(amount) \(currency)" }

    init(from decoder: any Decoder) throws {
        guard let currency = decoder.userInfo[.currency] as? String else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no currency"))
        }
        self.currency = currency
        amount = try decoder.singleValueContainer().decode(Decimal.self)
    }
}

struct Quote {
    let time: Date
    let price: Price
    let volume: Int
    struct Fields: Decodable {
        let price: Price
        let volume: Int
    }
}

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

    enum CodingKeys: String, CodingKey {
        case meta, quotes
    }

    enum MetaKeys: String, CodingKey {
        case instrument, market, intervalMinutes
    }

    enum InstrumentKeys: String, CodingKey {
        case symbol, name, listed
    }

    enum MarketKeys: String, CodingKey {
        case exchange, dayRange, refreshed
    }

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

struct TimeKey: CodingKey {
    let stringValue: String

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    var intValue: Int? { nil }

    init?(intValue: Int) {
        nil
    }
}
