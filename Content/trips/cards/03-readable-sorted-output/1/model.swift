import Foundation

/// A trip cut down to two fields.
struct Getaway: Codable {
    var city: String
    var nights: Int
}
