import Foundation

/// AnyKey with a convenience init; conversion as a free-standing static over the last key,
/// using a reduce over the words; integer keys passed through untouched.
struct AnyKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) { stringValue = string; intValue = nil }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}

enum Catalog {
    static func camelCase(_ path: [any CodingKey]) -> any CodingKey {
        guard let last = path.last else { return AnyKey("") }
        if last.intValue != nil { return last }
        let words = last.stringValue.split(separator: "-", omittingEmptySubsequences: false)
        guard let head = words.first else { return last }
        let tail = words.dropFirst().reduce(into: "") { name, word in
            name += word.prefix(1).uppercased() + word.dropFirst()
        }
        return AnyKey(String(head) + tail)
    }

    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dataDecodingStrategy = .base64
        decoder.keyDecodingStrategy = .custom(camelCase)
        return decoder
    }

    static func cards(from data: Data) throws -> [Card] {
        try makeDecoder().decode([Card].self, from: data)
    }
}
