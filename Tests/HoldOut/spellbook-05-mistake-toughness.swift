// Breaks: a power without toughness must be an error; toughness read with decodeIfPresent ?? 0.
import Foundation

struct Card: Decodable {
    let id: Int
    let name: String
    let school: School
    let castingCost: Cost
    let stats: Stats?
    let flavorText: String
    let artURL: URL
    let thumbnail: Data

    struct Stats {
        let power: Int
        let toughness: Int
        let armor: Int
    }

    enum CodingKeys: String, CodingKey {
        case id, name, school, castingCost, flavorText
        case power, toughness, armor
        case artURL = "artUrl"
        case thumbnail
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
            let toughness = try card.decodeIfPresent(Int.self, forKey: .toughness) ?? 0
            let armor = try card.decodeIfPresent(Int.self, forKey: .armor) ?? 0
            stats = Stats(power: power, toughness: toughness, armor: armor)
        } else {
            stats = nil
        }
    }
}
