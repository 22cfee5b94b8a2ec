import Foundation

/// A JSON array decoded one element at a time, for a list whose contract
/// allows partial data: the elements that decode are kept, and every one
/// that does not is reported, with its place and the error that stopped it.
struct PartialList<Element: Decodable>: Decodable {
    private(set) var items: [Element] = []
    private(set) var skipped: [Skipped] = []

    /// An element that was left out, and why.
    struct Skipped {
        let index: Int
        let error: any Error
    }

    init(from decoder: any Decoder) throws {
        var array = try decoder.unkeyedContainer()
        while !array.isAtEnd {
            let index = array.currentIndex
            // `Attempt` never throws for a bad element, so every turn of
            // the loop moves the container on to the next one.
            switch try array.decode(Attempt.self).outcome {
            case .success(let item):
                items.append(item)
            case .failure(let error):
                skipped.append(Skipped(index: index, error: error))
            }
        }
    }

    /// One element, or the error it threw, kept instead of thrown.
    private struct Attempt: Decodable {
        let outcome: Result<Element, any Error>

        init(from decoder: any Decoder) throws {
            outcome = Result { try Element(from: decoder) }
        }
    }
}
