import Foundation

/// Lists each card with its errata, or says it has none.
func run() {
    do {
        for card in try Catalog.cards(from: document()) {
            guard !card.errata.isEmpty else {
                print("\(card.name): no errata")
                continue
            }
            let count = card.errata.count
            let noun = count == 1 ? "erratum" : "errata"
            print("\(card.name): \(count) \(noun)")
            for line in card.errata {
                print("   \(line)")
            }
        }
    } catch {
        print(error)
    }
}
