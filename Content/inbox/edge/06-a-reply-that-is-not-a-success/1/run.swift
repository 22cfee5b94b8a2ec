import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response as `URLSession` would hand it over, with this status.
func response(_ status: Int) -> HTTPURLResponse {
    let url = URL(string: "https://inbox.example.com/v1/settings")!
    return HTTPURLResponse(
        url: url, statusCode: status, httpVersion: "HTTP/1.1",
        headerFields: ["Content-Type": "application/json"])!
}

/// Two replies to the same request: the settings, and a 404.
let replies = [
    (200, #"{"data": {"display_name": "Ana Lima", "volume": 7}}"#),
    (404, #"{"error": "no settings for user 42"}"#),
]

/// Opens each reply with `InboxAPI.open`.
func run() {
    for (status, body) in replies {
        do {
            let settings = try InboxAPI.open(
                Settings.self, from: Data(body.utf8),
                response: response(status))
            print(status, "->", settings.displayName, settings.volume)
        } catch {
            print(status, "->", error)
        }
    }
}
