// Breaks: the picture address must be a URL; imageURL declared as String (same error at runtime).
import Foundation

struct Idea: Decodable {
    let city: String
    let country: String
    let suggestedNights: Int
    let imageURL: String

    static func load() throws -> [Idea] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([Idea].self, from: document())
    }
}
