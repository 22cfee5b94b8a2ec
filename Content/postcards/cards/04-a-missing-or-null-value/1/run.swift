import Foundation

/// Dad's card has a null message; Maya's has no message key at all.
let documents = [
    #"{ "to": "Dad", "message": null }"#,
    #"{ "to": "Maya" }"#,
]

/// Decodes each document and prints who it is for, and its message.
func run() {
    for json in documents {
        do {
            let data = Data(json.utf8)
            let card = try JSONDecoder().decode(Postcard.self, from: data)
            print(card.to, card.message ?? "(no message)")
        } catch {
            print(error)
        }
    }
}
