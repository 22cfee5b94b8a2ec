// Breaks: no CodingKeys: the decoder asks for "pictureURL", which the document does not have.
import Foundation

struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var sent: Date
    var message: String?
    var stamp: Stamp
    var pictureURL: URL
}
