import Foundation

/// Decodes a null message and then a missing one, printing each message or the error.
func run() {
    let documents = [
        #"{ "to": "Dad", "message": null }"#,
        #"{ "to": "Maya" }"#,
    ]
    for json in documents {
        do {
            let card = try JSONDecoder().decode(Postcard.self, from: Data(json.utf8))
            print(String(describing: card.message))
        } catch {
            print(error)
        }
    }
}
