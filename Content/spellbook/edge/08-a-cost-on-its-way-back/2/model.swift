import Foundation

/// The five schools, each written as one capital letter.
enum School: String, Codable {
    case ember = "E", tide = "T", grove = "G", storm = "S", dusk = "D"
}

/// A casting cost, read from the catalogue's `{3}{E}{E}` into its parts,
/// and written back in the same form.
struct Cost: Codable, Equatable {
    let generic: Int
    let symbols: [School]

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let unreadable = DecodingError.dataCorruptedError(
            in: container, debugDescription: "Cannot read \(text)")
        guard text.hasPrefix("{"), text.hasSuffix("}") else {
            throw unreadable
        }
        var parts = text.dropFirst().dropLast()
            .components(separatedBy: "}{")
        let number = Int(parts[0])
        if number != nil { parts.removeFirst() }
        generic = number ?? 0
        symbols = try parts.map { part in
            guard let school = School(rawValue: part) else {
                throw unreadable
            }
            return school
        }
    }

    /// The parts put back into one string: `{3}{E}{E}`, `{D}{D}`, `{3}`.
    func encode(to encoder: any Encoder) throws {
        let number = generic > 0 || symbols.isEmpty ? "{\(generic)}" : ""
        let text = number + symbols.map { "{\($0.rawValue)}" }.joined()
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
