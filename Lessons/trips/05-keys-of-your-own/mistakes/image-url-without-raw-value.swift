// expect: the key `imageURL`
// expect: cannot produce an acronym
// expect: trips step 5
import Foundation

/// One suggestion from the ideas feed.
struct Idea: Decodable, Identifiable {
    let city: String
    let country: String
    let suggestedNights: Int
    let imageURL: URL

    var id: String { city }

    // The mistake: every property has its case, but `imageURL` has no raw
    // value, so the decoder still looks for `imageURL`, and the strategy
    // turns the feed's `image_url` into `imageUrl`.
    enum CodingKeys: String, CodingKey {
        case city, country, suggestedNights, imageURL
    }

    static func load() throws -> [Idea] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([Idea].self, from: document())
    }
}

/// The trip the planner is putting together.
struct TripDraft {
    var city = ""
    var country = ""
    var nights = 1

    mutating func fill(from idea: Idea) {
        city = idea.city
        country = idea.country
        nights = idea.suggestedNights
    }
}
