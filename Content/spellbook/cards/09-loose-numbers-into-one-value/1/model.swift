import Foundation

/// A card whose loose numbers are gathered into one value.
struct Creature: Decodable {
    let name: String
    let stats: Stats?

    /// How a creature fights.
    struct Stats {
        let power: Int
        let toughness: Int
        let armor: Int
    }

    /// The document's keys; three of them become `stats`.
    enum CodingKeys: String, CodingKey {
        case name, power, toughness, armor
    }

    init(from decoder: any Decoder) throws {
        let card = try decoder.container(keyedBy: CodingKeys.self)
        name = try card.decode(String.self, forKey: .name)
        if let power = try card.decodeIfPresent(
            Int.self, forKey: .power) {
            stats = Stats(
                power: power,
                toughness: try card.decode(Int.self, forKey: .toughness),
                armor: try card.decodeIfPresent(
                    Int.self, forKey: .armor) ?? 0)
        } else {
            stats = nil
        }
    }
}
