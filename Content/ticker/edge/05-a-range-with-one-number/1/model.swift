import Foundation

/// The lowest and highest price of a day, from an array of two numbers.
struct DayRange: Decodable {
    let low: Decimal
    let high: Decimal

    enum CodingKeys: String, CodingKey {
        case range
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var pair = try container.nestedUnkeyedContainer(forKey: .range)
        low = try pair.decode(Decimal.self)
        high = try pair.decode(Decimal.self)
    }
}
