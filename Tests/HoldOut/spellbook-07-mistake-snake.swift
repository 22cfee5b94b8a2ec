// Breaks: the repair belongs in a custom key strategy; keeps .convertFromSnakeCase, which leaves kebab keys as they are.
import Foundation

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { self.stringValue = "\(intValue)"; self.intValue = intValue }
}

enum Catalog {
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dataDecodingStrategy = .base64
        return decoder
    }
    static func cards(from data: Data) throws -> [Card] {
        try makeDecoder().decode([Card].self, from: data)
    }
}
