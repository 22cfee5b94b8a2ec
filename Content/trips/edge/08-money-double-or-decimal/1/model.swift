import Foundation

/// A bill whose total is held in whichever number type the caller picks.
struct Bill<Amount: Encodable>: Encodable {
    let total: Amount
}
