import Foundation

/// School cases in another order and CaseIterable; school read in a custom init(from:).
struct Card: Decodable {
    let id: Int
    let name: String
    let school: School
    let flavorText: String
    let artURL: URL
    let thumbnail: Data

    enum CodingKeys: String, CodingKey {
        case id, name, flavorText, school, thumbnail
        case artURL = "artUrl"
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        school = try c.decode(School.self, forKey: .school)
        flavorText = try c.decode(String.self, forKey: .flavorText)
        artURL = try c.decode(URL.self, forKey: .artURL)
        thumbnail = try c.decode(Data.self, forKey: .thumbnail)
    }
}

enum School: String, Decodable, CaseIterable {
    case dusk = "D"
    case storm = "S"
    case grove = "G"
    case tide = "T"
    case ember = "E"
}
