import Foundation

/// One price at one moment.
struct Point {
    let time: Date
    let price: Decimal
}
