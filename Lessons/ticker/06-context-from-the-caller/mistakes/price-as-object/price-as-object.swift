// expect: typeMismatch
// expect: meta.market.dayRange[0]

// The mistake: a price read as an object with an amount, when the feed
// writes every price as a bare number.

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
        guard let currency = decoder.userInfo[.currency] as? String else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "No currency in the decoder's userInfo."))
        }
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        amount = try fields.decode(Decimal.self, forKey: .amount)
        self.currency = currency
    }

    /// The price's one key in the document, as the model imagines it.
    enum CodingKeys: String, CodingKey {
        case amount
    }

    var description: String { "\(amount) \(currency)" }
}
