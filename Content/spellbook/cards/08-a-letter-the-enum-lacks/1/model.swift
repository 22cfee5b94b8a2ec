import Foundation

/// The five schools of magic, one capital letter each.
enum School: String, Decodable {
    case ember = "E"
    case tide = "T"
    case grove = "G"
    case storm = "S"
    case dusk = "D"
}

/// A card with only its school.
struct Schooled: Decodable {
    let name: String
    let school: School
}
