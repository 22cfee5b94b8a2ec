import Foundation

/// The two documents: a null message, then no message key.
let documents = [
    #"{ "to": "Dad", "message": null }"#,
    #"{ "to": "Maya" }"#,
]

/// Decodes each document and prints the recipient with the message or a placeholder.
func run() {
    for json in documents {
        do {
            let card = try JSONDecoder().decode(Postcard.self, from: Data(json.utf8))
            print(card.to, card.message ?? "(no message)")
        } catch {
            print(error)
        }
    }
}
