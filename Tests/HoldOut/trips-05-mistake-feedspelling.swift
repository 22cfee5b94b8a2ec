// Breaks: with the snake_case strategy on, the key must be the converted spelling; uses the feed's "image_url".
import Foundation

struct Idea: Decodable, Identifiable {
    let city: String
    let country: String
    let suggestedNights: Int
    let imageURL: URL
    var id: String { city }

    enum CodingKeys: String, CodingKey {
        case city, country, suggestedNights
        case imageURL = "image_url"
    }

    static func load() throws -> [Idea] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([Idea].self, from: document())
    }
}

struct TripDraft {
    var city = ""
    var country = ""
    var nights = 1
    mutating func fill(from idea: Idea) {
        city = idea.city; country = idea.country; nights = idea.suggestedNights
    }
}
