import Foundation

/// One message of the inbox, reduced to what this case needs.
struct Note: Decodable {
    let id: Int
    let sentAt: Date
}

/// A list that keeps what decodes and drops the rest without a word.
struct QuietList<Element: Decodable>: Decodable {
    private(set) var items: [Element] = []

    init(from decoder: any Decoder) throws {
        var array = try decoder.unkeyedContainer()
        while !array.isAtEnd {
            if let item = try array.decode(Maybe.self).item {
                items.append(item)
            }
        }
    }

    /// An element, or nil; never an error.
    private struct Maybe: Decodable {
        let item: Element?

        init(from decoder: any Decoder) throws {
            item = try? Element(from: decoder)
        }
    }
}
