import Foundation

/// Two stays, with and without `nights`: the nights of each, or its error.
func run() {
    let stays = [
        #"{ "city": "Lisbon", "nights": 5 }"#,
        #"{ "city": "Porto" }"#,
    ]
    for text in stays {
        do {
            let bytes = Data(text.utf8)
            print(try JSONDecoder().decode(Stay.self, from: bytes).nights)
        } catch {
            print(error)
        }
    }
}
