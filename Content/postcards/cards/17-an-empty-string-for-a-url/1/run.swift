import Foundation

/// Decodes a card whose picture address is empty.
func run() {
    let json = #"{ "to": "Grandma", "picture_url": "" }"#
    do {
        let data = Data(json.utf8)
        let card = try JSONDecoder().decode(Postcard.self, from: data)
        print("decodes:", String(describing: card.pictureURL))
    } catch {
        print(error)
    }
}
