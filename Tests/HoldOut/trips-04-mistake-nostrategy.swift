// Breaks: read the feed with the decoder's snake_case conversion; no key strategy set.
import Foundation

struct Idea: Decodable {
    let city: String
    let country: String
    let suggestedNights: Int
    let imageURL: URL

    static func load() throws -> [Idea] {
        try JSONDecoder().decode([Idea].self, from: document())
    }
}
