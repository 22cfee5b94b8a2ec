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
}
