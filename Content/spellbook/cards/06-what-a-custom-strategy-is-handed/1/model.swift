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

/// One correction to a card.
struct Erratum: Decodable {
    let issuedOn: String
}

/// A card with nothing but its errata.
struct Corrected: Decodable {
    let errata: [Erratum]
}
