// expect: ! Cinder Whelp: 2/1, armor 0
// expect: 4 lines differ
// expect: The lesson's `Card.CodingKeys` has a case `power`

// The mistake: `Stats` is made Decodable and `stats` gets a case of its
// own, in the hope that the compiler will gather the three numbers. The
// generated code looks for a key called stats, finds none, and every card
// comes back without numbers.

import Foundation

/// One card of the catalogue.
struct Card: Decodable {
    let id: Int
    let name: String
    let school: School
    let castingCost: Cost
    let stats: Stats?
    let flavorText: String
    let artURL: URL
    let thumbnail: Data

    /// A creature's numbers.
    struct Stats: Decodable {
        let power: Int
        let toughness: Int
        let armor: Int
    }

    enum CodingKeys: String, CodingKey {
        case id, name, school, castingCost, stats, flavorText
        case artURL = "artUrl"
        case thumbnail
    }
}
