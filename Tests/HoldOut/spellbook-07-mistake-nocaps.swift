// Breaks: every word after the first must be capitalised; dashes are only removed ("castingcost").
import Foundation

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { self.stringValue = "\(intValue)"; self.intValue = intValue }
}

enum Catalog {
    static func dashless(_ path: [any CodingKey]) -> any CodingKey {
        let name = path.last!.stringValue.replacingOccurrences(of: "-", with: "")
        return AnyKey(stringValue: name)!
    }
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .custom { dashless($0) }
        decoder.dataDecodingStrategy = .base64
        return decoder
    }
    static func cards(from data: Data) throws -> [Card] {
        try makeDecoder().decode([Card].self, from: data)
    }
}
