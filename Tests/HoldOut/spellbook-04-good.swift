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

/// A parser that scans symbol by symbol with a Scanner-free loop; description via CustomStringConvertible extension.
struct Cost: Decodable, Equatable {
    var generic: Int
    var symbols: [School]
    var total: Int { symbols.count + generic }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        var generic = 0
        var symbols: [School] = []
        var rest = Substring(text)
        var first = true
        while !rest.isEmpty {
            guard rest.first == "{", let close = rest.firstIndex(of: "}") else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Unknown symbol \(rest) in \(text)")
            }
            let inner = rest[rest.index(after: rest.startIndex)..<close]
            let symbol = String(rest[...close])
            rest = rest[rest.index(after: close)...]
            if first, let number = Int(inner) {
                generic = number
            } else if let school = School(rawValue: String(inner)) {
                symbols.append(school)
            } else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Unknown symbol \(symbol) in \(text)")
            }
            first = false
        }
        self.generic = generic
        self.symbols = symbols
    }
}

extension Cost: CustomStringConvertible {
    var description: String {
        let head = (generic > 0 || symbols.isEmpty) ? "{\(generic)}" : ""
        return head + symbols.map { "{\($0.rawValue)}" }.joined()
    }
}
