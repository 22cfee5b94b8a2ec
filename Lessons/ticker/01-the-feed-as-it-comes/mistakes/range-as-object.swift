// expect: typeMismatch
// expect: meta.market.dayRange
// expect: `Ticker.Market.dayRange` is declared `DayRange`

// The mistake: the day's range taken for an object with a low and a high,
// when the feed writes it as an array of two numbers.

import Foundation

/// The quotes feed, a type for every object on the way down.
struct Ticker: Decodable {
    let meta: Meta

    /// The object under "meta".
    struct Meta: Decodable {
        let instrument: Instrument
        let market: Market
        let intervalMinutes: Int
    }

    /// The object under "meta", then "instrument".
    struct Instrument: Decodable {
        let symbol: String
        let name: String
    }

    /// The object under "meta", then "market".
    struct Market: Decodable {
        let exchange: String
        let dayRange: DayRange
    }

    /// The day's lowest and highest prices.
    struct DayRange: Decodable {
        let low: Decimal
        let high: Decimal
    }
}
