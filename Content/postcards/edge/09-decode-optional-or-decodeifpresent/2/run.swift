import Foundation

/// Dad's card says its message is null; Maya's does not mention one.
let cards = [
    #"{ "to": "Dad", "message": null }"#,
    #"{ "to": "Maya" }"#,
]

/// Each card's message, then the last card encoded again.
func run() {
    do {
        let decoded = try cards.map { card in
            try JSONDecoder().decode(Postcard.self, from: Data(card.utf8))
        }
        for postcard in decoded {
            print(postcard.message as Any)
        }
        guard let last = decoded.last else { return }
        let json = try JSONEncoder().encode(last)
        print(String(decoding: json, as: UTF8.self))
    } catch {
        print(error)
    }
}
