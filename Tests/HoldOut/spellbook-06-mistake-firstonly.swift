// Breaks: one line per erratum; an if instead of a while loop keeps only the first erratum of each card.
import Foundation

struct Card: Decodable {
    let id: Int
    let name: String
    let school: School
    let castingCost: Cost
    let stats: Stats?
    let errata: [String]
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
        case power, toughness, armor, errata
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
            let toughness = try card.decode(Int.self, forKey: .toughness)
            let armor = try card.decodeIfPresent(Int.self, forKey: .armor)
            stats = Stats(power: power, toughness: toughness, armor: armor ?? 0)
        } else {
            stats = nil
        }
        var list = try card.nestedUnkeyedContainer(forKey: .errata)
        var lines: [String] = []
        if !list.isAtEnd {
            let entry = try list.nestedContainer(keyedBy: ErratumKeys.self)
            lines.append("\(try entry.decode(String.self, forKey: .issuedOn)): \(try entry.decode(String.self, forKey: .text))")
        }
        errata = lines
    }

    enum ErratumKeys: String, CodingKey { case issuedOn, text }
}
