import Foundation

/// Decodes a card with an empty picture address and prints what happened.
func run() {
    let json = #"{ "to": "Grandma", "picture_url": "" }"#
    do {
        let card = try JSONDecoder().decode(Postcard.self, from: Data(json.utf8))
        print(String(describing: card.pictureURL))
    } catch {
        print(error)
    }
}
