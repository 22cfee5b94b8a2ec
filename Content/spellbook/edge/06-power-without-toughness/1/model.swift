import Foundation

/// A card that builds its stats only when both numbers are there.
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
        if let power = try card.decodeIfPresent(Int.self, forKey: .power),
           let toughness = try card.decodeIfPresent(
               Int.self, forKey: .toughness) {
            stats = Stats(power: power, toughness: toughness)
        } else {
            stats = nil
        }
    }
}
