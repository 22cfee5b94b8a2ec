// Breaks: the school must be a type with exactly five values; printed name comes from a String lookup, any letter accepted.
import Foundation

struct Card: Decodable {
    let id: Int
    let name: String
    let letter: String
    let flavorText: String
    let artURL: URL
    let thumbnail: Data
    var school: String {
        ["E": "ember", "T": "tide", "G": "grove", "S": "storm", "D": "dusk"][letter] ?? letter
    }

    enum CodingKeys: String, CodingKey {
        case id, name, flavorText
        case letter = "school"
        case artURL = "artUrl"
        case thumbnail
    }
}
