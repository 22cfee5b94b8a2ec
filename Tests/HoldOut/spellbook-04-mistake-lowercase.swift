// Breaks: an unknown symbol must stop the decoding; lowercase letters are uppercased and accepted.
import Foundation

struct Card: Decodable {
    let id: Int
    let name: String
    let school: School
    let castingCost: Cost
    let flavorText: String
    let artURL: URL
    let thumbnail: Data

    enum CodingKeys: String, CodingKey {
        case id, name, school, castingCost, flavorText
        case artURL = "artUrl"
        case thumbnail
    }
}

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
            if let s = School(rawValue: part.uppercased()) { symbols.append(s) }
            else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Unknown symbol {\(part)} in \(text)")
            }
        }
        self.generic = generic
        self.symbols = symbols
    }
}
