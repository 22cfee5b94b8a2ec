import Foundation

/// Three places from a feed; the second lost its `nights`.
let feed = Data("""
    [{"name": "Seattle", "nights": 5},
     {"name": "Bergen"},
     {"name": "Lima", "nights": 3}]
    """.utf8)

/// Decodes the feed, keeping every place that is complete.
func run() {
    do {
        let salvaged = try JSONDecoder().decode(
            Salvaged<Place>.self, from: feed)
        print(salvaged.kept.map(\.name))
    } catch {
        print(error)
    }
}
