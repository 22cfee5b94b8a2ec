import Foundation

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
    pictureServer()
    print("Idea is Encodable:", isEncodable(Idea.self))
}

/// Decodes one idea whose keys are spelled as `Idea`'s properties, and
/// asks its picture address which server it names: a question only a
/// `URL` can answer.
func pictureServer() {
    let json = #"""
        {"city": "Bergen", "country": "Norway", "suggestedNights": 4,
         "imageURL": "https://example.com/bergen.jpg"}
        """#
    do {
        let data = Data(json.utf8)
        let idea: Idea = try JSONDecoder().decode(Idea.self, from: data)
        let server = idea.imageURL.host ?? "no server"
        print("\(idea.city)'s picture comes from \(server)")
    } catch {
        print(error)
    }
}

/// Whether values of a type can be encoded: the app never writes ideas
/// back, so `Idea` has no need to be.
func isEncodable<T>(_ type: T.Type) -> Bool {
    type is any Encodable.Type
}
