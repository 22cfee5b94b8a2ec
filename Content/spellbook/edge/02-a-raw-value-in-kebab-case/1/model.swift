import Foundation

/// A key made from any string, for a strategy to hand back.
struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ name: String) {
        stringValue = name
        intValue = nil
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// `art-url` → `artUrl`: the lesson's kebab case strategy.
func camelCaseKey(from path: [any CodingKey]) -> any CodingKey {
    guard let key = path.last else { return AnyKey("") }
    let words = key.stringValue.split(separator: "-")
    guard words.count > 1 else { return key }
    let rest = words.dropFirst().map { word in
        word.prefix(1).uppercased() + word.dropFirst()
    }
    return AnyKey(words[0] + rest.joined())
}

/// A card whose raw value copies the document's kebab case spelling.
struct Artwork: Decodable {
    let name: String
    let artURL: URL

    enum CodingKeys: String, CodingKey {
        case name
        case artURL = "art-url"
    }
}
