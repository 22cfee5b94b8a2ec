import Foundation

extension CodingUserInfoKey {
    /// The currency of every price in a document.
    static let currency = CodingUserInfoKey(rawValue: "currency")!
}

/// An amount, decoded from a bare number, in the caller's currency.
struct Price: Decodable, CustomStringConvertible {
    let amount: Decimal
    let currency: String

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
