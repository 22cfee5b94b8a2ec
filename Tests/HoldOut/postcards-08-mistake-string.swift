// Breaks: the stamp needs a type of its own; kept as a String (run() compares with .airmail).
import Foundation

struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var sent: Date
    var message: String?
    var stamp: String
}
