import Foundation

/// Three replies: the key missing, the key `null`, the key a number.
func run() {
    let replies = [#"{}"#, #"{"tone": null}"#, #"{"tone": 3}"#]
    for reply in replies {
        do {
            let alert = try JSONDecoder().decode(
                Alert.self, from: Data(reply.utf8))
            print(reply, "->", alert.tone)
        } catch {
            print(reply, "->", error)
        }
    }
}
