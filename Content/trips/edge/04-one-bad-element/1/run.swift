import Foundation

/// Three places from a feed; the second lost its `nights`.
let feed = Data("""
    [{"name": "Seattle", "nights": 5},
     {"name": "Bergen"},
     {"name": "Lima", "nights": 3}]
    """.utf8)

/// Decodes the whole feed as one array.
func run() {
    do {
        let places = try JSONDecoder().decode([Place].self, from: feed)
        print(places.count)
    } catch {
        print(error)
    }
}
