import Foundation

/// A trip cut down to two fields.
struct Getaway: Encodable {
    var city: String
    var nights: Int
}
