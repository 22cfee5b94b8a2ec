import Foundation

/// Lists every card in full, errata and all.
func run() {
    do {
        for card in try Catalog.cards(from: document()) {
            var facts = [
                "\(card.school)", "\(card.castingCost)",
                card.artURL.lastPathComponent,
                "\(card.thumbnail.count)-byte thumbnail",
            ]
            if let stats = card.stats {
                facts.append("\(stats.power)/\(stats.toughness)")
            }
            let summary = facts.joined(separator: ", ")
            print("#\(card.id) \(card.name): \(summary)")
            for line in card.errata {
                print("   erratum \(line)")
            }
        }
    } catch {
        print(error)
    }
}
