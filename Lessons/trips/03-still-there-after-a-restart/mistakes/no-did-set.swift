// expect: Does not match the lesson and the record made here
// expect: ! Saved 3 trips: 798 bytes
// expect: 3 lines differ
import Foundation

/// Holds the user's trips and keeps them in trips.json between launches.
final class TripStore {
    // The mistake: no didSet, so a change waits for a save nobody calls.
    var trips: [Trip]

    var favorites: [Trip] {
        trips.filter(\.isFavorite)
    }

    static let file = documentsFolder().appendingPathComponent("trips.json")

    init() {
        do {
            let data = try Data(contentsOf: Self.file)
            trips = try Self.makeDecoder().decode([Trip].self, from: data)
        } catch {
            trips = Trip.samples
        }
    }

    func toggleFavorite(id: Trip.ID) {
        guard let index = trips.firstIndex(where: { $0.id == id }) else {
            return
        }
        trips[index].isFavorite.toggle()
    }

    func save() {
        do {
            let data = try Self.makeEncoder().encode(trips)
            try data.write(to: Self.file, options: .atomic)
            print("Saved \(trips.count) trips: \(data.count) bytes")
        } catch {
            print("The trips were not saved:", error)
        }
    }

    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }

    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
