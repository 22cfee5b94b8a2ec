import Foundation

/// Decodes a null message and a missing one, then encodes the last card.
func run() {
    let documents = [
        #"{ "to": "Dad", "message": null }"#,
        #"{ "to": "Maya" }"#,
    ]
    do {
        var last: Postcard?
        for json in documents {
            let card = try JSONDecoder().decode(Postcard.self, from: Data(json.utf8))
            print(String(describing: card.message))
            last = card
        }
        if let last {
            print(String(decoding: try JSONEncoder().encode(last), as: UTF8.self))
        }
    } catch {
        print(error)
    }
}
