// Breaks: the range must use the type meant for money; declared [Double].
import Foundation

struct Ticker: Decodable {
    let meta: Meta
    struct Meta: Decodable {
        let instrument: Instrument
        let market: Market
        let intervalMinutes: Int
    }
    struct Instrument: Decodable {
        let symbol: String
        let name: String
    }
    struct Market: Decodable {
        let exchange: String
        let dayRange: [Double]
    }
}
