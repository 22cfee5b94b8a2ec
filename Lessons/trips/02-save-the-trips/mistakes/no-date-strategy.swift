// expect: Does not match the lesson
// expect: "start" : 834465600
// expect: 3 lines differ
import Foundation

/// Holds the user's trips and keeps them in trips.json between launches.
final class TripStore {
    var trips: [Trip]

    static let file = documentsFolder().appendingPathComponent("trips.json")

    init() {
        do {
            let data = try Data(contentsOf: Self.file)
            trips = try JSONDecoder().decode([Trip].self, from: data)
        } catch {
            trips = Trip.samples
        }
    }

    func save() {
        // The mistake: no date strategy, so each first day is written as a
        // number of seconds since 2001 instead of ISO 8601 text.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let data = try encoder.encode(trips)
            try data.write(to: Self.file, options: .atomic)
            print(String(decoding: data, as: UTF8.self))
        } catch {
            print("The trips were not saved:", error)
        }
    }
}
