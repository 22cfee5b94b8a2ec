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

/// Holds the user's trips, and keeps them in a JSON file between launches.
final class TripStore {
    /// The trips, in the order the user sees them.
    var trips: [Trip]

    /// Where the trips are kept: a file in this program's documents folder.
    static let file = documentsFolder().appendingPathComponent("trips.json")

    /// Opens the store with the trips saved last time, or with the samples
    /// when there is nothing to read back.
    init() {
        do {
            let data = try Data(contentsOf: Self.file)
            trips = try Self.makeDecoder().decode([Trip].self, from: data)
        } catch {
            trips = Trip.samples
        }
    }

    /// Writes every trip to the file in one piece, then reports it.
    func save() {
        do {
            let data = try Self.makeEncoder().encode(trips)
            try data.write(to: Self.file, options: .atomic)
            print(String(decoding: data, as: UTF8.self))
        } catch {
            print("The trips were not saved:", error)
        }
    }

    // The encoder and the decoder sit side by side, so that their date
    // settings cannot drift apart.

    /// An encoder for the file: ISO 8601 dates, sorted keys, one per line.
    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }

    /// A decoder for the file: dates read as `makeEncoder()` writes them.
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
