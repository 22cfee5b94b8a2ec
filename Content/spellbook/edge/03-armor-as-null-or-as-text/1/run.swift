import Foundation

/// Decodes two cards on their own: armor as null, then as text.
func run() {
    let cards = [
        #"{ "name": "Cinder Whelp", "armor": null }"#,
        #"{ "name": "Duskmantle Owl", "armor": "2" }"#,
    ]
    for json in cards {
        do {
            let card = try JSONDecoder().decode(
                Armored.self, from: Data(json.utf8))
            print("\(card.name): armor \(card.armor)")
        } catch {
            print(error)
        }
    }
}
