import Foundation

/// Decodes three cards, the third with a cost `Cost` cannot read, and
/// prints where the error it throws points.
func run() {
    let json = """
        [ { "castingCost": "{1}" }, { "castingCost": "{4}" },
          { "castingCost": "{four}" } ]
        """
    do {
        let data = Data(json.utf8)
        let cards = try JSONDecoder().decode([Priced].self, from: data)
        print(cards.map(\.castingCost.generic))
    } catch let DecodingError.dataCorrupted(context) {
        print(context.codingPath.map(\.stringValue))
    } catch {
        print(error)
    }
}
