// expect: the key `suggestedNights`
// expect: Key 'suggestedNights' not found
// expect: Does not match the lesson
import Foundation

/// One suggestion from the ideas feed.
struct Idea: Decodable, Identifiable {
    let city: String
    let country: String
    let suggestedNights: Int
    let imageURL: URL

    var id: String { city }

    static func load() throws -> [Idea] {
        // The mistake: a plain decoder looks for `suggestedNights` itself,
        // and the feed spells it `suggested_nights`.
        try JSONDecoder().decode([Idea].self, from: document())
    }
}
