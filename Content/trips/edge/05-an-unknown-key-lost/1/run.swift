import Foundation

/// Passes a record with a field the app does not know through `Venue` and back to JSON.
func run() {
    let fromServer = """
        {"rating": 4.8, "name": "Seattle"}
        """
    do {
        let venue = try JSONDecoder().decode(Venue.self, from: Data(fromServer.utf8))
        let toServer = String(decoding: try JSONEncoder().encode(venue), as: UTF8.self)
        print(toServer)
    } catch {
        print(error)
    }
}
