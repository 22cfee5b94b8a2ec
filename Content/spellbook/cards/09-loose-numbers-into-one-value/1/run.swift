import Foundation

/// Decodes three cards and prints each one's stats, or a dash.
func run() {
    let json = """
        [ { "name": "Mossback Sentinel", "power": 3, "toughness": 6,
            "armor": 2 },
          { "name": "Cinder Whelp", "power": 2, "toughness": 1 },
          { "name": "Tidecaller's Hymn" } ]
        """
    do {
        let data = Data(json.utf8)
        for card in try JSONDecoder().decode([Creature].self, from: data) {
            guard let stats = card.stats else {
                print(card.name, "-")
                continue
            }
            print(card.name, stats.power, stats.toughness, stats.armor)
        }
    } catch {
        print(error)
    }
}
