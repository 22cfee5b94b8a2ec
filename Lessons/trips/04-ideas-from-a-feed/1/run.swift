/// One launch of the app with the planner open: the store saves, then the
/// ideas are read.
func run() {
    let store = TripStore()
    store.save()
    do {
        let ideas = try Idea.load()
        print("Ideas:", ideas.map(\.city).joined(separator: ", "))
    } catch {
        print(error)
    }
}
