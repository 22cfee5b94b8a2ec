import Foundation

/// Top-level types instead of nested ones, vars, extra conformances.
struct Ticker: Decodable, Sendable {
    var meta: TickerMeta
}

struct TickerMeta: Decodable, Sendable {
    var intervalMinutes: Int
    var market: TickerMarket
    var instrument: TickerInstrument
}

struct TickerInstrument: Decodable, Hashable, Sendable {
    var name: String
    var symbol: String
}

struct TickerMarket: Decodable, Sendable {
    var dayRange: [Decimal]
    var exchange: String
}
