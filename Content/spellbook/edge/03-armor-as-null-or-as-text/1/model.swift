import Foundation

/// A creature's armor, 0 when the card does not give one.
struct Armored: Decodable {
    let name: String
    let armor: Int

    enum CodingKeys: String, CodingKey {
        case name, armor
    }

    init(from decoder: any Decoder) throws {
        let card = try decoder.container(keyedBy: CodingKeys.self)
        name = try card.decode(String.self, forKey: .name)
        armor = try card.decodeIfPresent(Int.self, forKey: .armor) ?? 0
    }
}
