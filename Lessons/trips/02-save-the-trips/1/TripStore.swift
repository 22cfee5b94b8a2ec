import Foundation

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
