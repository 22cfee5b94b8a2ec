import Foundation

/// Decodes three cards one at a time: errata empty, missing and null.
func run() {
    let cards = [
        #"{ "name": "Cinder Whelp", "errata": [] }"#,
        #"{ "name": "Mossback Sentinel" }"#,
        #"{ "name": "Duskmantle Owl", "errata": null }"#,
    ]
    for json in cards {
        do {
            let card = try JSONDecoder().decode(
                Corrected.self, from: Data(json.utf8))
            print("\(card.name): \(card.errata.count) errata")
        } catch {
            print(error)
        }
    }
}
