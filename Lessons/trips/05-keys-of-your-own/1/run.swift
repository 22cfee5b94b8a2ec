/// One launch of the app with the planner open: the store saves, the ideas
/// are read, and the user chooses Bergen.
func run() {
    let store = TripStore()
    store.save()
    do {
        let ideas = try Idea.load()
        print("Ideas from the feed:")
        for idea in ideas {
            let place = "\(idea.city), \(idea.country)"
            let stay = "\(idea.suggestedNights) nights"
            print("  \(place): \(stay), \(idea.imageURL)")
        }
        guard let bergen = ideas.first(where: { $0.city == "Bergen" })
        else { return }
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
