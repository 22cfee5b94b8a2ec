// expect: expected value of type String
// expect: an array through an unkeyed one
// expect: show spellbook 6

// The mistake: the errata are decoded as if the document held a list of
// strings, but each element is an object with two keys.

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
    let errata: [String]

    /// A creature's numbers.
    struct Stats {
        let power: Int
        let toughness: Int
        let armor: Int
    }

    enum CodingKeys: String, CodingKey {
        case id, name, school, castingCost, flavorText
        case power, toughness, armor
        case artURL = "artUrl"
        case thumbnail, errata
    }

    init(from decoder: any Decoder) throws {
        let card = try decoder.container(keyedBy: CodingKeys.self)
        id = try card.decode(Int.self, forKey: .id)
        name = try card.decode(String.self, forKey: .name)
        school = try card.decode(School.self, forKey: .school)
        castingCost = try card.decode(Cost.self, forKey: .castingCost)
        flavorText = try card.decode(String.self, forKey: .flavorText)
        artURL = try card.decode(URL.self, forKey: .artURL)
        thumbnail = try card.decode(Data.self, forKey: .thumbnail)
        if let power = try card.decodeIfPresent(Int.self, forKey: .power) {
            let toughness = try card.decode(Int.self, forKey: .toughness)
            let armor = try card.decodeIfPresent(Int.self, forKey: .armor)
            stats = Stats(
                power: power, toughness: toughness, armor: armor ?? 0)
        } else {
            stats = nil
        }
        errata = try card.decode([String].self, forKey: .errata)
    }
}
