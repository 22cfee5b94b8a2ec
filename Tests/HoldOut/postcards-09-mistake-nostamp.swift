// Breaks: CodingKeys must list every stored property; stamp is left out (the step's predicted compile error).
import Foundation

struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var sent: Date
    var message: String?
    var stamp: Stamp
    var pictureURL: URL

    enum CodingKeys: String, CodingKey {
        case id, to, sent, message
        case pictureURL = "picture_url"
    }
}
