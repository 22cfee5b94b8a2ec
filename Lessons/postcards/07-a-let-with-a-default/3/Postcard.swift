import Foundation

/// One postcard from the trip.
struct Postcard: Codable, Identifiable {
    var id = UUID()
    var to: String
    var sent: Date
    var message: String?
}
