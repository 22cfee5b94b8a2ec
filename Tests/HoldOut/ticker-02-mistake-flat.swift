// Breaks: the values are two and three objects deep; init(from:) reads them from the top container.
import Foundation

struct Ticker: Decodable {
    let symbol: String
    let name: String
    let exchange: String
    let intervalMinutes: Int
    let dayLow: Decimal
    let dayHigh: Decimal

    enum CodingKeys: String, CodingKey {
        case symbol, name, exchange, intervalMinutes, dayRange
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        symbol = try c.decode(String.self, forKey: .symbol)
        name = try c.decode(String.self, forKey: .name)
        exchange = try c.decode(String.self, forKey: .exchange)
        intervalMinutes = try c.decode(Int.self, forKey: .intervalMinutes)
        var range = try c.nestedUnkeyedContainer(forKey: .dayRange)
        dayLow = try range.decode(Decimal.self)
        dayHigh = try range.decode(Decimal.self)
    }
}
