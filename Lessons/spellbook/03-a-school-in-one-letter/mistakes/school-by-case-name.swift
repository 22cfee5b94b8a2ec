// expect: Cannot initialize School from invalid String value E
// expect: An enum decodes only the raw values it has cases for
// expect: show spellbook 3

// The mistake: the cases have no raw values of their own, so each one's
// raw value is its name, "ember", and the document's letter "E" matches
// none of them.

/// The five schools of magic.
enum School: String, Decodable {
    case ember, tide, grove, storm, dusk
}

// As the lesson writes it: only what is above is the mistake.
import Foundation

/// One card of the Lanternfall catalogue.
///
/// Only ever decoded: the catalogue belongs to the service, and the app
/// never sends a card back.
struct Card: Decodable {
    let id: Int
    let name: String
    let school: School
    let flavorText: String
    let artURL: URL
    /// A small picture of the artwork, as the bytes of a PNG file.
    let thumbnail: Data

    /// The keys as they read once the snake case strategy has converted
    /// them. Only the acronym needs a raw value: `art_url` arrives as
    /// `artUrl`.
    enum CodingKeys: String, CodingKey {
        case id, name, school, flavorText
        case artURL = "artUrl"
        case thumbnail
    }
}
