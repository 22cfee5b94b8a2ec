import Foundation

/// A card the service sent before its flavour text was written: every
/// other key as the catalogue writes it.
let draft = """
    [{"id": 6, "name": "Ashen Courier", "school": "E",
      "casting_cost": "{2}{E}",
      "art_url": "https://cards.example.com/lanternfall/art/ashen.jpg"}]
    """

/// Lists the catalogue: each card's number, name and artwork file, then
/// its flavour text. Then reads the draft, and says which key the
/// decoder looked for and did not find.
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
    print(verdict(onDraft: Data(draft.utf8)))
}

/// The key the decoder missed in the draft, spelled as it looked for it.
func verdict(onDraft data: Data) -> String {
    do {
        let cards = try Catalog.cards(from: data)
        return "draft: read, \(cards.count) card"
    } catch DecodingError.keyNotFound(let key, _) {
        return "draft: not read, no value for \(key.stringValue)"
    } catch {
        return "draft: not read, \(error)"
    }
}
