import Foundation

/// A cost read from one string: the generic number, then the symbols.
struct Cost: Decodable {
    let generic: Int
    let symbols: [String]

    /// `{2}{T}{T}` → 2 and ["T", "T"].
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        var parts = text.dropFirst().dropLast()
            .components(separatedBy: "}{")
        let number = Int(parts[0])
        if number != nil { parts.removeFirst() }
        generic = number ?? 0
        symbols = parts
    }
}
