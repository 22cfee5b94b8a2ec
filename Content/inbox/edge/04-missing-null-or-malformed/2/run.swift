import Foundation

/// The same three replies, read as changes.
func run() {
    let replies = [#"{}"#, #"{"tone": null}"#, #"{"tone": 3}"#]
    for reply in replies {
        do {
            let change = try JSONDecoder().decode(
                ToneChange.self, from: Data(reply.utf8))
            print(reply, "->", change.action)
        } catch {
            print(reply, "->", error)
        }
    }
}
