// Breaks: Card must gain `castingCost: Cost`; this file has only Cost, no Card.
import Foundation

struct Cost: Decodable, CustomStringConvertible {
    let generic: Int
    let symbols: [School]
    var total: Int { generic + symbols.count }
    var description: String {
        (generic > 0 || symbols.isEmpty ? "{\(generic)}" : "")
            + symbols.map { "{\($0.rawValue)}" }.joined()
    }
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parts = text.dropFirst().dropLast().components(separatedBy: "}{")
        var generic = 0
        var symbols: [School] = []
        for (i, part) in parts.enumerated() {
            if i == 0, let n = Int(part) { generic = n; continue }
            guard let s = School(rawValue: part) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Unknown symbol {\(part)} in \(text)")
            }
            symbols.append(s)
        }
        self.generic = generic
        self.symbols = symbols
    }
}
