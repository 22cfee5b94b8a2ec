import Foundation

/// A card whose power decides whether it is a creature, and whose
/// toughness is then required.
struct Creature: Decodable {
    let name: String
    let stats: Stats?

    struct Stats {
        let power: Int
        let toughness: Int
    }

    enum CodingKeys: String, CodingKey {
        case name, power, toughness
    }

    init(from decoder: any Decoder) throws {
        let card = try decoder.container(keyedBy: CodingKeys.self)
        name = try card.decode(String.self, forKey: .name)
        if let power = try card.decodeIfPresent(Int.self, forKey: .power) {
            let toughness = try card.decode(Int.self, forKey: .toughness)
            stats = Stats(power: power, toughness: toughness)
        } else {
            stats = nil
        }
    }
}
