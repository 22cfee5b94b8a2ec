// Breaks: choosing Bergen must fill the nights too; fill(from:) copies only city and country.
import Foundation

struct Idea: Decodable, Identifiable {
    let city: String
    let country: String
    let suggestedNights: Int
    let imageURL: URL
    var id: String { city }

    enum CodingKeys: String, CodingKey {
        case city, country, suggestedNights
        case imageURL = "imageUrl"
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
        city = idea.city; country = idea.country
    }
}
