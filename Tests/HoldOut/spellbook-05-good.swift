import Foundation

/// Stats decodes itself from the card's own decoder (same container), with a failable static helper.
struct Card: Decodable {
    let id: Int
    let name: String
    let school: School
    let castingCost: Cost
    let stats: Stats?
    let flavorText: String
    let artURL: URL
    let thumbnail: Data

    struct Stats: Decodable, Equatable {
        var power: Int
        var toughness: Int
        var armor: Int = 0

        private enum Keys: String, CodingKey { case power, toughness, armor }

        init(power: Int, toughness: Int, armor: Int = 0) {
            self.power = power; self.toughness = toughness; self.armor = armor
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: Keys.self)
            power = try c.decode(Int.self, forKey: .power)
            toughness = try c.decode(Int.self, forKey: .toughness)
            armor = try c.decodeIfPresent(Int.self, forKey: .armor) ?? 0
        }
    }

    enum CodingKeys: String, CodingKey {
        case id, name, school, castingCost, flavorText
        case artURL = "artUrl"
        case thumbnail
        case power, toughness, armor
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
        stats = card.contains(.power) ? try Stats(from: decoder) : nil
    }
}
