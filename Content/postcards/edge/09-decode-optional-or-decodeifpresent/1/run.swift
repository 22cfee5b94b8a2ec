import Foundation

/// Dad's card says its message is null; Maya's does not mention one.
let cards = [
    #"{ "to": "Dad", "message": null }"#,
    #"{ "to": "Maya" }"#,
]

/// Each card's message, or the error that stopped its decode.
func run() {
    for card in cards {
        let decoded = Result {
            try JSONDecoder().decode(Postcard.self, from: Data(card.utf8))
        }
        switch decoded {
        case .success(let postcard): print(postcard.message as Any)
        case .failure(let error): print(error)
        }
    }
}
