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
        // The contract is exactly two numbers: check it before reading.
        guard pair.count == 2 else {
            let why = "A range needs two numbers, low and high."
            throw DecodingError.dataCorruptedError(
                forKey: .range, in: container, debugDescription: why)
        }
        low = try pair.decode(Decimal.self)
        high = try pair.decode(Decimal.self)
    }
}
