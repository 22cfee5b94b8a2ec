import Foundation

/// One postcard from the trip, identified by the number the document gives it.
struct Postcard: Codable, Identifiable {
    let id: Int
    var to: String
    var sent: Date
    var message: String?
}
