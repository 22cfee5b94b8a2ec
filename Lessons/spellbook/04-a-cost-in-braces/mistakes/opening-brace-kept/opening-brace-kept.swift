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
