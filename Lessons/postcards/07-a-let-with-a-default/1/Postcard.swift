import Foundation

/// One postcard from the trip.
struct Postcard: Codable, Identifiable {
    let id = UUID()
    var to: String
    var sent: Date
    var message: String?
}
