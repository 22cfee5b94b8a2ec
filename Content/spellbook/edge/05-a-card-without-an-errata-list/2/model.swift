import Foundation

/// A card whose errata are read one at a time, and may be left out.
struct Corrected: Decodable {
    let name: String
    let errata: [String]

    enum CodingKeys: String, CodingKey {
        case name, errata
    }

    enum ErratumKeys: String, CodingKey {
        case text
    }

    init(from decoder: any Decoder) throws {
        let card = try decoder.container(keyedBy: CodingKeys.self)
        name = try card.decode(String.self, forKey: .name)
        var texts: [String] = []
        // No key and null both mean "no errata"; anything else must be
        // a list.
        if card.contains(.errata), try !card.decodeNil(forKey: .errata) {
            var list = try card.nestedUnkeyedContainer(forKey: .errata)
            while !list.isAtEnd {
                let entry = try list.nestedContainer(
                    keyedBy: ErratumKeys.self)
                texts.append(try entry.decode(String.self, forKey: .text))
            }
        }
        errata = texts
    }
}
