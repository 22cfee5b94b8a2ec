import Foundation

/// Is the decoded id the document's, and do two decodes agree?
func run() {
    let written = "7D444840-9DC0-11D1-B245-5FFDCE74FAD2"
    let bytes = Data(#"{ "id": "\#(written)", "city": "Lisbon" }"#.utf8)
    do {
        let once = try JSONDecoder().decode(Trip.self, from: bytes)
        let again = try JSONDecoder().decode(Trip.self, from: bytes)
        print(once.id.uuidString == written)
        print(once.id == again.id)
    } catch {
        print(error)
    }
}
