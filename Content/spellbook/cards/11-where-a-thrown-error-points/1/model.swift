import Foundation

/// A cost that accepts only digits in braces, and says so when it cannot.
struct Cost: Decodable {
    let generic: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let number = Int(text.dropFirst().dropLast()) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Cannot read \(text)")
        }
        generic = number
    }
}

/// A card with only its cost.
struct Priced: Decodable {
    let castingCost: Cost
}
