// Breaks: sent must be a non-optional point in time; Date? prints as Optional(...).
import Foundation

struct Postcard: Codable {
    var to: String
    var sent: Date?
    var message: String?
}
