// expect: ! Broken Golem: let through as 4/0
// expect: 1 line differs

// The mistake: toughness is read with decodeIfPresent and a default, like
// armor. Every card of the catalogue still reads the same, but a creature
// whose toughness is missing is let through as a 4/0 instead of refused.

import Foundation

/// One card of the Lanternfall catalogue.
///
/// Only ever decoded: the catalogue belongs to the service, and the app
/// never sends a card back.
struct Card: Decodable {
    let id: Int
    let name: String
    let school: School
    let castingCost: Cost
    /// How a creature fights; `nil` for spells and relics.
    let stats: Stats?
    let flavorText: String
    let artURL: URL
    /// A small picture of the artwork, as the bytes of a PNG file.
    let thumbnail: Data

    /// A creature's numbers, which the catalogue keeps loose at the top
    /// of the card.
    struct Stats {
        let power: Int
        let toughness: Int
        /// Damage the creature shrugs off each turn; most have none.
        let armor: Int
    }

    /// The keys as they read once the snake case strategy has converted
    /// them. Only the acronym needs a raw value: `art_url` arrives as
    /// `artUrl`. `power`, `toughness` and `armor` are keys of the
    /// document but not properties: `init(from:)` gathers them.
    enum CodingKeys: String, CodingKey {
        case id, name, school, castingCost, flavorText
        case power, toughness, armor
        case artURL = "artUrl"
        case thumbnail
    }

    /// Reads the card's keys one by one, and builds `stats` from three of
    /// them.
    init(from decoder: any Decoder) throws {
        let card = try decoder.container(keyedBy: CodingKeys.self)
        id = try card.decode(Int.self, forKey: .id)
        name = try card.decode(String.self, forKey: .name)
        school = try card.decode(School.self, forKey: .school)
        castingCost = try card.decode(Cost.self, forKey: .castingCost)
        flavorText = try card.decode(String.self, forKey: .flavorText)
        artURL = try card.decode(URL.self, forKey: .artURL)
        thumbnail = try card.decode(Data.self, forKey: .thumbnail)

        // A card with power is a creature, and a creature must have a
        // toughness too; armor may be left out, and then it is 0.
        if let power = try card.decodeIfPresent(Int.self, forKey: .power) {
            let toughness =
                try card.decodeIfPresent(Int.self, forKey: .toughness) ?? 0
            let armor = try card.decodeIfPresent(Int.self, forKey: .armor)
            stats = Stats(
                power: power, toughness: toughness, armor: armor ?? 0)
        } else {
            stats = nil
        }
    }
}
