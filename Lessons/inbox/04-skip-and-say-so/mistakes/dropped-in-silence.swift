// expect: Does not match
// expect: kept 1, skipped 0
// expect: skipped element 1: DecodingError.dataCorrupted
import Foundation

/// A list that keeps the elements that decode.
struct PartialList<Element: Decodable>: Decodable {
    private(set) var items: [Element] = []
    private(set) var skipped: [Skipped] = []

    struct Skipped {
        let index: Int
        let error: any Error
    }

    // The mistake: a failed element becomes nil and is dropped in silence,
    // so `skipped` stays empty and nobody learns what was left out.
    init(from decoder: any Decoder) throws {
        var array = try decoder.unkeyedContainer()
        while !array.isAtEnd {
            if let item = try array.decode(Maybe.self).item {
                items.append(item)
            }
        }
    }

    private struct Maybe: Decodable {
        let item: Element?

        init(from decoder: any Decoder) throws {
            item = try? Element(from: decoder)
        }
    }
}
