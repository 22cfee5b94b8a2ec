// Breaks: keys in alphabetical order; the encoder is only pretty-printed, no .sortedKeys.
import Foundation

final class TripStore {
    var trips: [Trip]
    static let file = documentsFolder().appendingPathComponent("trips.json")

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

    func save() {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted]
        do {
            let data = try encoder.encode(trips)
            try data.write(to: Self.file, options: .atomic)
            print(String(decoding: data, as: UTF8.self))
        } catch { print(error) }
    }
}
