// Breaks: the document writes one letter; cases have no raw values, so "E" is not a School.
import Foundation

struct Card: Decodable {
    let id: Int
    let name: String
    let school: School
    let flavorText: String
    let artURL: URL
    let thumbnail: Data

    enum CodingKeys: String, CodingKey {
        case id, name, school, flavorText
        case artURL = "artUrl"
        case thumbnail
    }
}

enum School: String, Decodable {
    case ember, tide, grove, storm, dusk
}
