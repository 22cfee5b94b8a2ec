// expect: ! no currency given: let through as 12.25 NZD
// expect: 1 line differs

// The mistake: a decoder with no currency gets a default instead of an
// error. This feed reads the same, but a price from another market would
// be shown in a currency nobody gave.

import Foundation

extension CodingUserInfoKey {
    /// The currency of every price in a document, which the caller knows
    /// and the document does not say.
    static let currency = CodingUserInfoKey(rawValue: "currency")!
}

/// An amount of money in a currency, decoded from a bare number.
struct Price: Decodable, CustomStringConvertible {
    let amount: Decimal
    let currency: String

    /// Reads the number where the price stands, and takes the currency
    /// from the decoder's `userInfo`.
    init(from decoder: any Decoder) throws {
        // The feed's own market when nobody says: quietly wrong elsewhere.
        let currency = decoder.userInfo[.currency] as? String ?? "NZD"
        amount = try decoder.singleValueContainer().decode(Decimal.self)
        self.currency = currency
    }

    var description: String { "\(amount) \(currency)" }
}
