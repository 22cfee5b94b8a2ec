import Foundation

/// Saves the user's trips, then damages the file twice over and opens the
/// store on each damaged copy, the way the app would at its next launch.
func run() {
    let store = TripStore()
    store.toggleFavorite(id: 2)
    do {
        let saved = try Data(contentsOf: TripStore.file)
        let cut = "trips.json cut short: 400 of its \(saved.count) bytes"
        try relaunch(on: saved.prefix(400), called: cut)
        let withPlainDates = try JSONEncoder().encode(store.trips)
        let plain = "trips.json with dates as seconds since 2001"
        try relaunch(on: withPlainDates, called: plain)
    } catch {
        print("The experiment itself failed:", error)
    }
}

/// Puts a damaged file where the store keeps its trips, then launches the
/// store on it.
func relaunch(on damaged: Data, called name: String) throws {
    try damaged.write(to: TripStore.file)
    print()
    print(name)
    let unsaid = complaint(about: TripStore.file)
    let store = TripStore()
    let favorites = store.favorites.map(\.city).joined(separator: ", ")
    let count = store.trips.count
    print("  The store opened with \(count) trips; favorites: \(favorites)")
    print("  What the decoder knew and nobody was told: \(unsaid)")
    store.save()
}

/// What the store's own decoder says about a file, in one line.
func complaint(about file: URL) -> String {
    do {
        let data = try Data(contentsOf: file)
        _ = try TripStore.makeDecoder().decode([Trip].self, from: data)
        return "nothing, the file decodes"
    } catch DecodingError.dataCorrupted(let context) {
        return context.debugDescription
    } catch DecodingError.typeMismatch(let type, let context) {
        return "expected \(type) at \(path(context.codingPath))"
    } catch {
        return "\(error)"
    }
}

/// A coding path written the way Swift code reaches the value: `[0].start`.
func path(_ keys: [any CodingKey]) -> String {
    keys.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
    }.joined()
}
