// Breaks: silences the warning with CodingKeys listing id, but the let with a default is never decoded.
import Foundation

struct Postcard: Codable, Identifiable {
    let id = UUID()
    var to: String
    var sent: Date
    var message: String?

    enum CodingKeys: String, CodingKey { case id, to, sent, message }
}
