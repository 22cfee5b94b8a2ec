import Foundation

/// Decodes three cards one at a time, each with a cost `Cost` was not
/// written for.
func run() {
    let cards = [
        #"{ "castingCost": "{4}{G" }"#,
        #"{ "castingCost": 3 }"#,
        #"{ "castingCost": "{E}{2}" }"#,
    ]
    for json in cards {
        do {
            let card = try JSONDecoder().decode(
                Priced.self, from: Data(json.utf8))
            print(card.castingCost)
        } catch {
            print(error)
        }
    }
}
