// Breaks: each skipped element must report its own index; the index is read after the element was consumed (off by one).
import Foundation

struct PartialList<Element: Decodable>: Decodable {
    struct Skip { let index: Int; let error: any Error }
    var items: [Element] = []
    var skipped: [Skip] = []

    private struct Attempt: Decodable {
        let result: Result<Element, any Error>
        init(from decoder: any Decoder) throws {
            result = Result { try Element(from: decoder) }
        }
    }

    init(from decoder: any Decoder) throws {
        var array = try decoder.unkeyedContainer()
        while !array.isAtEnd {
            let attempt = try array.decode(Attempt.self)
            switch attempt.result {
            case .success(let item): items.append(item)
            case .failure(let error): skipped.append(Skip(index: array.currentIndex, error: error))
            }
        }
    }
}
