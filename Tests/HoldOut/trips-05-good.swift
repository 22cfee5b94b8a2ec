import Foundation

/// Strategy on, CodingKeys in another order; draft fill written as a single tuple assignment.
struct Idea: Decodable, Identifiable {
    let city: String
    let country: String
    let suggestedNights: Int
    let imageURL: URL

    var id: String { city }

    private enum CodingKeys: String, CodingKey {
        case imageURL = "imageUrl"
        case suggestedNights
        case country
        case city
    }

    static func load() throws -> [Idea] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([Idea].self, from: document())
    }
}

struct TripDraft: Equatable {
    var city: String = ""
    var country: String = ""
    var nights: Int = 1

    var isEmpty: Bool { city.isEmpty }

    mutating func fill(from idea: Idea) {
        (city, country, nights) = (idea.city, idea.country, idea.suggestedNights)
    }
}
