// Breaks: every change must be saved the moment it happens; trips has no didSet, toggle never saves.
import Foundation

final class TripStore {
    var trips: [Trip]
    static let file = documentsFolder().appendingPathComponent("trips.json")
    var favorites: [Trip] { trips.filter { $0.isFavorite } }

    init() {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let data = try? Data(contentsOf: Self.file),
           let saved = try? decoder.decode([Trip].self, from: data) {
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
