// Breaks: the second launch must read the file back; the decoder lacks .iso8601, so it silently falls back to the samples.
import Foundation

final class TripStore {
    var trips: [Trip] { didSet { save() } }
    static let file = documentsFolder().appendingPathComponent("trips.json")
    var favorites: [Trip] { trips.filter { $0.isFavorite } }

    init() {
        if let data = try? Data(contentsOf: Self.file),
           let saved = try? JSONDecoder().decode([Trip].self, from: data) {
            trips = saved
        } else {
            trips = Trip.samples
        }
    }

    func toggleFavorite(id: Int) {
        if let i = trips.firstIndex(where: { $0.id == id }) {
            trips[i].isFavorite.toggle()
        }
    }

    func save() {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let data = try encoder.encode(trips)
            try data.write(to: Self.file, options: .atomic)
            print("Saved \(trips.count) trips: \(data.count) bytes")
        } catch { print(error) }
    }
}
