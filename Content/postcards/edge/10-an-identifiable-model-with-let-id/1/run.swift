import Foundation

/// Checks whether the decoded id is the document's, and whether two decodes agree.
func run() {
    let stored = UUID(uuidString: "7D444840-9DC0-11D1-B245-5FFDCE74FAD2")!
    let bytes = Data(#"{ "id": "\#(stored.uuidString)", "city": "Lisbon" }"#.utf8)
    do {
        let once = try JSONDecoder().decode(Trip.self, from: bytes)
        let again = try JSONDecoder().decode(Trip.self, from: bytes)
        print(once.id == stored)
        print(once.id == again.id)
    } catch {
        print(error)
    }
}
