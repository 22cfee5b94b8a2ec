import Foundation

/// No key strategy: CodingKeys spell the feed's own snake_case keys.
struct Idea: Decodable, Identifiable {
    let city: String
    let country: String
    let suggestedNights: Int
    let imageURL: URL

    var id: String { city }

    enum CodingKeys: String, CodingKey {
        case city, country
        case suggestedNights = "suggested_nights"
        case imageURL = "image_url"
    }

    static func load() throws -> [Idea] {
        try JSONDecoder().decode([Idea].self, from: document())
    }
}

struct TripDraft {
    var city = ""
    var country = ""
    var nights = 1

    mutating func fill(from idea: Idea) {
        self = TripDraft(city: idea.city, country: idea.country, nights: idea.suggestedNights)
    }
}
