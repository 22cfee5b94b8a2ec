// Good: no helper type: each element goes through array.superDecoder(), which moves on whether or not it decodes.
import Foundation

struct PartialList<Element: Decodable>: Decodable {
    struct Skipped {
        let index: Int
        let error: any Error
    }

    private(set) var items: [Element] = []
    private(set) var skipped: [Skipped] = []

    init(from decoder: any Decoder) throws {
        var array = try decoder.unkeyedContainer()
        while !array.isAtEnd {
            let index = array.currentIndex
            let element = try array.superDecoder()
            do {
                items.append(try Element(from: element))
            } catch {
                skipped.append(Skipped(index: index, error: error))
            }
        }
    }
}
