import Foundation

/// Prints each postcard's recipient and message from the document, then does the same for a
/// postcard written inline without any `message` key.
func run() {
    let withoutMessage = #"{ "to": "Maya", "sent": "2027-06-09T08:05:00Z" }"#
    let decoder = JSONDecoder()

    do {
        for postcard in try decoder.decode([Postcard].self, from: document()) {
            printMessage(of: postcard)
        }
        let extra = try decoder.decode(Postcard.self, from: Data(withoutMessage.utf8))
        printMessage(of: extra)
    } catch {
        print(error)
    }
}

/// One line per postcard: its recipient, then its message or a placeholder when it has
/// none.
func printMessage(of postcard: Postcard) {
    let text = postcard.message ?? "(no message)"
    print("\(postcard.to) · \(text)")
}
