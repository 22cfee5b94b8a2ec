import Foundation

/// A record with a field the app does not know, passed through `Venue` and
/// back to JSON.
func run() {
    let fromServer = #"{"rating": 4.8, "name": "Seattle"}"#
    do {
        let bytes = Data(fromServer.utf8)
        let venue = try JSONDecoder().decode(Venue.self, from: bytes)
        let toServer = try JSONEncoder().encode(venue)
        print(String(decoding: toServer, as: UTF8.self))
    } catch {
        print(error)
    }
}
