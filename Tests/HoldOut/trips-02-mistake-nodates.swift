// Breaks: each first day as ISO 8601 text; the encoder keeps the default (seconds since 2001).
import Foundation

final class TripStore {
    var trips: [Trip]
    static let file = documentsFolder().appendingPathComponent("trips.json")

    init() {
        if let data = try? Data(contentsOf: Self.file),
           let saved = try? JSONDecoder().decode([Trip].self, from: data) {
            trips = saved
        } else {
            trips = Trip.samples
        }
    }

    func save() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let data = try encoder.encode(trips)
            try data.write(to: Self.file, options: .atomic)
            print(String(decoding: data, as: UTF8.self))
        } catch { print(error) }
    }
}
