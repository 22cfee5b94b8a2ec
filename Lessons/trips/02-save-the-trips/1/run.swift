/// One launch of the app: open the store, then save it, as the app does as
/// soon as it starts.
func run() {
    let store = TripStore()
    store.save()
}
