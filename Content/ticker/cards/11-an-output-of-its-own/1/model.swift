import Foundation

/// A share's day, encoded in a shape of the service's choosing.
struct Quote: Encodable {
    let symbol: String
    let low: Decimal
    let high: Decimal

    enum CodingKeys: String, CodingKey {
        case title, range
    }

    enum RangeKeys: String, CodingKey {
        case low, high
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("\(symbol) today", forKey: .title)
        var range = container.nestedContainer(
            keyedBy: RangeKeys.self, forKey: .range)
        try range.encode(low, forKey: .low)
        try range.encode(high, forKey: .high)
    }
}
