import Foundation

/// A store as a final class with the codecs as lazily built statics and a failable loader.
final class TripStore {
    private(set) var trips: [Trip] = []

    static let file: URL = documentsFolder().appendingPathComponent("trips.json", isDirectory: false)

    private static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .prettyPrinted]
        e.dateEncodingStrategy = .iso8601
        return e
    }()

    private static let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.dateDecodingStrategy = .iso8601
        return d
    }()

    init() {
        trips = Self.load() ?? Trip.samples
    }

    private static func load() -> [Trip]? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        return try? decoder.decode([Trip].self, from: data)
    }

    func save() {
        do {
            let data = try Self.encoder.encode(trips)
            try data.write(to: Self.file, options: [.atomic])
            print(String(data: data, encoding: .utf8) ?? "")
        } catch {
            print("Could not save:", error)
        }
    }
}
