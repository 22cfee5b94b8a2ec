import Foundation

/// Decodes one card with two errata and prints their texts.
func run() {
    let json = """
        { "name": "Tidecaller's Hymn",
          "errata": [ { "issued": "2026-03-14", "text": "Up to two." },
                      { "issued": "2026-09-02",
                        "text": "To the owner's hand." } ] }
        """
    do {
        let data = Data(json.utf8)
        let card = try JSONDecoder().decode(Card.self, from: data)
        for text in card.errata {
            print(text)
        }
    } catch {
        print(error)
    }
}
