import Foundation

/// One share's details, flat: every value a property of its own, however
/// deep the feed keeps it.
struct Ticker: Decodable {
    let symbol: String
    let name: String
    let exchange: String
    let intervalMinutes: Int
    let dayLow: Decimal
    let dayHigh: Decimal
}
