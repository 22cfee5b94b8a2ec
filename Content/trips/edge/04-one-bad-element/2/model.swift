import Foundation

/// A place on a route; both fields are required.
struct Place: Decodable {
    let name: String
    let nights: Int
}

/// An array decoded element by element: whatever decodes is kept, the rest
/// is counted.
struct Salvaged<Element: Decodable>: Decodable {
    private(set) var kept: [Element] = []
    private(set) var dropped = 0

    /// Walks the JSON array once, from its first element to its last.
    init(from decoder: any Decoder) throws {
        var elements = try decoder.unkeyedContainer()
        while !elements.isAtEnd {
            // `Attempt` always decodes, so each step consumes one element.
            if let element = try elements.decode(Attempt.self).element {
                kept.append(element)
            } else {
                dropped += 1
            }
        }
    }

    /// One element of the array, or `nil` when it is not an `Element`.
    private struct Attempt: Decodable {
        let element: Element?

        /// Keeps the element's error to itself instead of passing it up.
        init(from decoder: any Decoder) throws {
            element = try? Element(from: decoder)
        }
    }
}
