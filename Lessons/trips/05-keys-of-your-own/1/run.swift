/// One launch of the app: the store saves, the planner lists the feed's ideas, and the user
/// chooses the first one.
func run() {
    let store = TripStore()
    store.save()
    do {
        let ideas = try Idea.load()
        print("Ideas from the feed:")
        for idea in ideas {
            print("  \(idea.city), \(idea.country): \(idea.suggestedNights) nights, \(idea.imageURL)")
        }
        guard let bergen = ideas.first(where: { $0.city == "Bergen" }) else { return }
        var draft = TripDraft()
        draft.fill(from: bergen)
        print("Chose \(bergen.city). The planner's draft now holds:")
        print("  city: \(draft.city)")
        print("  country: \(draft.country)")
        print("  nights: \(draft.nights)")
    } catch {
        print(error)
    }
}
