import Foundation

/// Three replies: the key missing, the key `null`, the key a number.
func run() {
    let replies = [#"{}"#, #"{"theme": null}"#, #"{"theme": 3}"#]
    for reply in replies {
        do {
            let look = try JSONDecoder().decode(
                Look.self, from: Data(reply.utf8))
            print(reply, "->", look.theme)
        } catch {
            print(reply, "->", error)
        }
    }
}
