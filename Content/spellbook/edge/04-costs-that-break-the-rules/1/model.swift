import Foundation

/// The five schools of magic. The catalogue writes each as one capital
/// letter, which is the raw value the decoder matches.
enum School: String, Decodable {
    case ember = "E"
    case tide = "T"
    case grove = "G"
    case storm = "S"
    case dusk = "D"
}

/// What a card costs to play: some mana of any school, then one symbol
/// for each mana that must come from a particular school. The catalogue
/// writes it as one string, `{3}{E}{E}`: three of any school, two ember.
struct Cost: Decodable, CustomStringConvertible {
    /// The mana any school may pay: the number in the first braces.
    let generic: Int
    /// One school for each mana that only that school can pay.
    let symbols: [School]

    /// All the mana the card needs.
    var total: Int { generic + symbols.count }

    /// The catalogue's spelling, rebuilt from the parts: `{3}{E}{E}`.
    var description: String {
        let number = generic > 0 || symbols.isEmpty ? "{\(generic)}" : ""
        return number + symbols.map { "{\($0.rawValue)}" }.joined()
    }

    /// Reads one string, braces and all, and takes it apart.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard text.hasPrefix("{"), text.hasSuffix("}") else {
            let problem = "A cost is written in braces, not as \(text)"
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: problem)
        }
        // "{3}{E}{E}" loses its outer braces, then splits between the
        // others: ["3", "E", "E"].
        let inside = text.dropFirst().dropLast()
        var parts = inside.components(separatedBy: "}{")
        // Only the first part may be a number; `components` always gives
        // at least one part.
        let number = Int(parts[0])
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

/// A card with only its cost.
struct Priced: Decodable {
    let castingCost: Cost
}
