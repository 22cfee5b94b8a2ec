import Foundation

/// Lists each card with its fighting numbers, or says it has none.
func run() {
    do {
        for card in try Catalog.cards(from: document()) {
            guard let stats = card.stats else {
                print("\(card.name): not a creature")
                continue
            }
            let body = "\(stats.power)/\(stats.toughness)"
            print("\(card.name): \(body), armor \(stats.armor)")
        }
    } catch {
        print(error)
    }
    refuseCreatureWithoutToughness()
}

/// A creature whose toughness went missing on the way: it must be refused,
/// never shown with a number the model made up.
func refuseCreatureWithoutToughness() {
    let golem = #"""
        [{"id": 9, "name": "Broken Golem", "school": "E",
          "casting_cost": "{2}", "power": 4, "flavor_text": "",
          "art_url": "https://cards.example.com/g.jpg", "thumbnail": ""}]
        """#
    do {
        let stats = try Catalog.cards(from: Data(golem.utf8))[0].stats
        let shown = stats.map { "\($0.power)/\($0.toughness)" }
        print("Broken Golem: let through as \(shown ?? "not a creature")")
    } catch DecodingError.keyNotFound(let key, _) {
        print("Broken Golem: refused, it has no \(key.stringValue)")
    } catch {
        print("Broken Golem: refused: \(error)")
    }
}
