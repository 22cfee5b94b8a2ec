import Foundation

/// Properties in another order, extra Hashable, loader with its decoder in a closure.
struct Idea: Decodable, Hashable {
    let imageURL: URL
    let suggestedNights: Int
    let country: String
    let city: String

    private static let feedDecoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    static func load() throws -> [Idea] {
        try feedDecoder.decode([Self].self, from: document())
    }
}
