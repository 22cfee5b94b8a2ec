// Breaks: sending time kept as a String (the untouched start, the step's typical error).
import Foundation

struct Postcard: Codable {
    var to: String
    var sent: String
    var message: String?
}
