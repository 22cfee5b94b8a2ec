import Foundation

/// The quotes feed exactly as it is laid out: a type for every object on
/// the way down to the values.
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
        let dayRange: [Decimal]
    }
}
