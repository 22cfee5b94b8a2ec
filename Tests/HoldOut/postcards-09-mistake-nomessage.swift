// Breaks: CodingKeys leaves out message: it compiles, but every message decodes as nil.
import Foundation

struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var sent: Date
    var message: String?
    var stamp: Stamp
    var pictureURL: URL

    enum CodingKeys: String, CodingKey {
        case id, to, sent, stamp
        case pictureURL = "picture_url"
    }
}
