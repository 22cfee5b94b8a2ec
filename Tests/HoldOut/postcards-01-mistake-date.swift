// Breaks: both values are text; sent declared as Date instead of String.
import Foundation

struct Postcard: Codable {
    var to: String
    var sent: Date
}
