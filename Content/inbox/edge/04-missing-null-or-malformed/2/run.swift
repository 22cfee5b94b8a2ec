import Foundation

/// The same three replies, read as changes.
func run() {
    let replies = [#"{}"#, #"{"theme": null}"#, #"{"theme": 3}"#]
    for reply in replies {
        do {
            let change = try JSONDecoder().decode(
                ThemeChange.self, from: Data(reply.utf8))
            print(reply, "->", change.action)
        } catch {
            print(reply, "->", error)
        }
    }
}
