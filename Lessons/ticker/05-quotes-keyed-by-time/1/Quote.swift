import Foundation

/// One price update: when it was quoted, the price, and how many shares
/// changed hands in the interval.
struct Quote {
    let time: Date
    let price: Decimal
    let volume: Int

    /// What the feed keeps under each time: a quote without its time,
    /// because the time is the key it sits under.
    struct Fields: Decodable {
        let price: Decimal
        let volume: Int
    }
}
