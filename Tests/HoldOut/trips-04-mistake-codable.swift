// Breaks: the app reads ideas and never writes them; Idea declared Codable instead of only Decodable.
import Foundation

struct Idea: Codable {
    let city: String
    let country: String
    let suggestedNights: Int
    let imageURL: URL

    static func load() throws -> [Idea] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([Idea].self, from: document())
    }
}
