// Breaks: one bad element must not stop the list; decodes Element and catches, which never moves past it (capped at 5 tries so it ends).
import Foundation

struct PartialList<Element: Decodable>: Decodable {
    struct Skip { let index: Int; let error: any Error }
    var items: [Element] = []
    var skipped: [Skip] = []

    init(from decoder: any Decoder) throws {
        var array = try decoder.unkeyedContainer()
        var tries = 0
        while !array.isAtEnd && tries < 5 {
            let index = array.currentIndex
            do {
                items.append(try array.decode(Element.self))
            } catch {
                skipped.append(Skip(index: index, error: error))
                tries += 1
            }
        }
    }
}
