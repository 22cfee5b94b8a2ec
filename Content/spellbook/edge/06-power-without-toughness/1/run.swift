import Foundation

/// Decodes a creature that lost its toughness.
func run() {
    let json = #"{ "name": "Ash Drake", "power": 4 }"#
    do {
        let card = try JSONDecoder().decode(
            Creature.self, from: Data(json.utf8))
        if let stats = card.stats {
            print("\(card.name): \(stats.power)/\(stats.toughness)")
        } else {
            print("\(card.name): not a creature")
        }
    } catch {
        print(error)
    }
}
