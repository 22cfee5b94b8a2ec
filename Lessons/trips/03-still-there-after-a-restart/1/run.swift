import Foundation

/// One launch of the app; the stage starts it twice. Whether a saved file
/// is already there when the launch begins tells the first launch from a
/// later one.
func run() {
    let path = TripStore.file.path
    let isFirstLaunch = !FileManager.default.fileExists(atPath: path)
    let store = TripStore()
    store.save()
    if isFirstLaunch {
        store.toggleFavorite(id: 2)
    } else {
        print("Favorites, read back from trips.json:")
        for trip in store.favorites {
            print("  ★ \(trip.city)")
        }
    }
}
