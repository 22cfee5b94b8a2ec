// Breaks: the decoder converts snake case, so keys are camel case; CodingKeys spell "day_range"/"interval_minutes".
import Foundation

struct Ticker: Decodable {
    let meta: Meta
    struct Meta: Decodable {
        let instrument: Instrument
        let market: Market
        let intervalMinutes: Int
        enum CodingKeys: String, CodingKey {
            case instrument, market
            case intervalMinutes = "interval_minutes"
        }
    }
    struct Instrument: Decodable {
        let symbol: String
        let name: String
    }
    struct Market: Decodable {
        let exchange: String
        let dayRange: [Decimal]
        enum CodingKeys: String, CodingKey {
            case exchange
            case dayRange = "day_range"
        }
    }
}
