import Foundation

/// Decodes three cards, the third with a cost `Cost` cannot read.
func run() {
    let json = """
        [ { "castingCost": "{1}" }, { "castingCost": "{4}" },
          { "castingCost": "{four}" } ]
        """
    do {
        let data = Data(json.utf8)
        let cards = try JSONDecoder().decode([Priced].self, from: data)
        print(cards.map(\.castingCost.generic))
    } catch {
        print(error)
    }
}
