// Breaks: the message must be able to hold no value; declared as non-optional String.
import Foundation

struct Postcard: Codable {
    var to: String
    var sent: String
    var message: String
}
