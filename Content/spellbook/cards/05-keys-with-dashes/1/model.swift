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

/// Where a card was first printed.
struct Printing: Decodable {
    let setCode: String
    let collectorNumber: Int
}

/// A catalogue entry with one object inside it.
struct Entry: Decodable {
    let cardName: String
    let manaValue: Int
    let firstPrinting: Printing
}
