// expect: Unknown symbol {{1} in {1}{E}
// expect: the description says what was wrong
// expect: show spellbook 4

// The mistake: the cost is split at each closing brace, but the opening
// braces are never taken off, so the first part is "{1", not "1".

/// What a card costs to play.
struct Cost: Decodable, CustomStringConvertible {
    let generic: Int
    let symbols: [School]

    var total: Int { generic + symbols.count }

    var description: String {
        let number = generic > 0 || symbols.isEmpty ? "{\(generic)}" : ""
        return number + symbols.map { "{\($0.rawValue)}" }.joined()
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        var parts = text.components(separatedBy: "}").dropLast()
        let number = parts.first.flatMap { Int($0) }
        if number != nil {
            parts.removeFirst()
        }
        generic = number ?? 0
        symbols = try parts.map { part in
            guard let school = School(rawValue: part) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "Unknown symbol {\(part)} in \(text)")
            }
            return school
        }
    }
}

// As the lesson writes it: only what is above is the mistake.
import Foundation

/// One card of the Lanternfall catalogue.
///
/// Only ever decoded: the catalogue belongs to the service, and the app
/// never sends a card back.
struct Card: Decodable {
    let id: Int
    let name: String
    let school: School
    let castingCost: Cost
    let flavorText: String
    let artURL: URL
    /// A small picture of the artwork, as the bytes of a PNG file.
    let thumbnail: Data

    /// The keys as they read once the snake case strategy has converted
    /// them. Only the acronym needs a raw value: `art_url` arrives as
    /// `artUrl`.
    enum CodingKeys: String, CodingKey {
        case id, name, school, castingCost, flavorText
        case artURL = "artUrl"
        case thumbnail
    }
}
