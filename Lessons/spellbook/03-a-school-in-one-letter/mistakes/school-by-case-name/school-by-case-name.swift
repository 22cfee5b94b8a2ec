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
