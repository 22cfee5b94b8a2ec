import Foundation

/// A trip on the user's list: the place, how many nights, the price, the
/// first day, a star, notes and a picture.
///
/// It has been `Codable` since the lesson before this one. Every stored
/// property has a type that is `Codable` already, so the compiler writes
/// both directions of the coding itself, one property after another.
struct Trip: Identifiable, Codable {
    let id: Int
    var city: String
    var country: String
    var nights: Int
    var price: Decimal
    var start: Date
    var isFavorite: Bool
    /// Markdown, kept as the user typed it: `**bold**` stays `**bold**`.
    var notes: String
    var imageName: String
}

extension Trip {
    /// The trips a new user starts with.
    static let samples: [Trip] = [
        Trip(
            id: 1, city: "Seattle", country: "United States", nights: 5,
            price: Decimal(string: "1249.5")!,
            start: moment("2027-06-12T04:00:00Z"), isFavorite: true,
            notes: "**Pike Place** early, before the crowds.",
            imageName: "seattle"
        ),
        Trip(
            id: 2, city: "Vancouver", country: "Canada", nights: 1,
            price: 320, start: moment("2027-06-17T04:00:00Z"),
            isFavorite: false,
            notes: "One night only: *Stanley Park* at sunset.",
            imageName: "vancouver"
        ),
        Trip(
            id: 3, city: "San Pedro de Atacama", country: "Chile",
            nights: 12, price: 4180,
            start: moment("2027-11-02T04:00:00Z"), isFavorite: true,
            notes: "Stars. Bring a **warm** coat.",
            imageName: "atacama"
        ),
    ]

    /// Reads one of the hand-written ISO 8601 times above.
    private static func moment(_ text: String) -> Date {
        guard let date = try? Date(text, strategy: .iso8601) else {
            preconditionFailure("not an ISO 8601 time: \(text)")
        }
        return date
    }
}
