import Foundation

/// A suggestion from the ideas feed: somewhere to go, and for how long.
struct Idea: Decodable, Identifiable {
    let city: String
    let country: String
    let suggestedNights: Int
    let imageURL: URL

    /// The feed names each city once, so the city tells the ideas apart.
    var id: String { city }

    /// The key for each property, as it reads once `.convertFromSnakeCase`
    /// has converted the feed's keys: `image_url` arrives as `imageUrl`.
    enum CodingKeys: String, CodingKey {
        case city, country, suggestedNights
        case imageURL = "imageUrl"
    }

    /// Decodes the feed, whose keys are snake_case: `suggested_nights`.
    static func load() throws -> [Idea] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([Idea].self, from: document())
    }
}
