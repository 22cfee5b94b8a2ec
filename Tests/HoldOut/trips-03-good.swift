import Foundation

/// didSet-driven saves; favorites via a key-path filter; toggle through a loop over indices.
final class TripStore {
    var trips: [Trip] {
        didSet { save() }
    }

    static let file = documentsFolder().appendingPathComponent("trips.json")

    var favorites: [Trip] { trips.filter(\.isFavorite) }

    init() {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        trips = (try? Data(contentsOf: Self.file))
            .flatMap { try? decoder.decode([Trip].self, from: $0) } ?? Trip.samples
    }

    func toggleFavorite(id: Trip.ID) {
        for index in trips.indices where trips[index].id == id {
            trips[index].isFavorite.toggle()
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
        } catch {
            print("The trips were not saved:", error)
        }
    }
}
