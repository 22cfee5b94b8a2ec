// Breaks: only words after the first are capitalised; this capitalises the first too ("CastingCost", "Id").
import Foundation

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { self.stringValue = "\(intValue)"; self.intValue = intValue }
}

enum Catalog {
    static func camel(_ path: [any CodingKey]) -> any CodingKey {
        let words = path.last!.stringValue.split(separator: "-")
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return AnyKey(stringValue: name)!
    }
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .custom(camel)
        decoder.dataDecodingStrategy = .base64
        return decoder
    }
    static func cards(from data: Data) throws -> [Card] {
        try makeDecoder().decode([Card].self, from: data)
    }
}
