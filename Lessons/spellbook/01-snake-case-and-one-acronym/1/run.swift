import Foundation

/// Lists the catalogue: each card's number, name and artwork file, then
/// its flavour text.
func run() {
    do {
        for card in try Catalog.cards(from: document()) {
            let art = card.artURL.lastPathComponent
            print("#\(card.id) \(card.name) · \(art)")
            print("   \(card.flavorText)")
        }
    } catch {
        print(error)
    }
}
