// Breaks: the type must say it can be decoded (no Codable conformance).
import Foundation

struct Postcard {
    var to: String
    var sent: String
}
