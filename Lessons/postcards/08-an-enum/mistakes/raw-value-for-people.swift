// expect: Cannot initialize Stamp from invalid String value airmail
// expect: An enum decodes only the raw values it has cases for

// The mistake: `airmail` is given a raw value written as a label for people,
// "Air mail", a word the document never uses.

import Foundation

/// How a postcard travels; each raw value is the word the document uses.
enum Stamp: String, Codable {
    case airmail = "Air mail"
    case surface
    case priority
}

/// One postcard from the trip.
struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var sent: Date
    var message: String?
    var stamp: Stamp
}
