import Foundation

/// How a postcard travels; each raw value is the word the document uses.
enum Stamp: String, Codable {
    case airmail
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
    var pictureURL: URL
}
