import Foundation

/// Prints each postcard's recipient and message from the document, then
/// does the same for a postcard written inline with no `message` key.
func run() {
    let noMessage = #"{ "to": "Maya", "sent": "2027-06-09T08:05:00Z" }"#
    let decoder = JSONDecoder()

    do {
        let cards = try decoder.decode([Postcard].self, from: document())
        for postcard in cards {
            printMessage(of: postcard)
        }
        let maya = Data(noMessage.utf8)
        printMessage(of: try decoder.decode(Postcard.self, from: maya))
    } catch {
        print(error)
    }
}

/// One line per postcard: its recipient, then its message or a placeholder
/// when it has none.
func printMessage(of postcard: Postcard) {
    let text = postcard.message ?? "(no message)"
    print("\(postcard.to) · \(text)")
}
