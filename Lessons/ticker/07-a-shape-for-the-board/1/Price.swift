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

    /// Writes the price as the board shows it, `12.41 NZD`: a single
    /// value, not an object with two keys.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    var description: String { "\(amount) \(currency)" }
}
