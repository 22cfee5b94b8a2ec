import Foundation

/// Lists what each card costs, part by part, then reads a copy of the
/// catalogue in which one cost was typed carelessly.
func run() {
    do {
        let data = try document()
        for card in try Catalog.cards(from: data) {
            let cost = card.castingCost
            let schools = cost.symbols.map { "\($0)" }
            let parts = ["\(cost.generic) generic"] + schools
            print("\(card.name) \(cost): \(parts.joined(separator: " + "))")
            print("   \(cost.total) mana in all")
        }

        // The sentinel's grove symbol in lower case.
        let text = String(decoding: data, as: UTF8.self)
        let typo = text.replacingOccurrences(of: "{4}{G}", with: "{4}{g}")
        print("With {4}{g} for the sentinel:")
        _ = try Catalog.cards(from: Data(typo.utf8))
    } catch {
        print(error)
    }
}
