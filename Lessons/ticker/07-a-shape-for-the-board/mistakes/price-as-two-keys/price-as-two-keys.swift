// expect: "amount" : 12.44
// expect: lines differ

// The mistake: `Price` declared `Codable` with no `encode(to:)` of its own,
// so the compiler writes every price as an object of two keys.

import Foundation

extension CodingUserInfoKey {
    /// The currency of every price in a document, which the caller knows
    /// and the document does not say.
    static let currency = CodingUserInfoKey(rawValue: "currency")!
}

/// An amount of money in a currency, decoded from a bare number and
/// encoded as one line of text.
struct Price: Codable, CustomStringConvertible {
    let amount: Decimal
    let currency: String

    /// Reads the number where the price stands, and takes the currency
    /// from the decoder's `userInfo`.
    init(from decoder: any Decoder) throws {
        guard let currency = decoder.userInfo[.currency] as? String else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "No currency in the decoder's userInfo."))
        }
        amount = try decoder.singleValueContainer().decode(Decimal.self)
        self.currency = currency
    }

    var description: String { "\(amount) \(currency)" }
}
