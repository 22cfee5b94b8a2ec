import Foundation

/// One postcard from the trip, with an identity that SwiftUI-style lists could use.
///
/// The `id` is given its value right here, which is the trap this stage is about.
struct Postcard: Codable, Identifiable {
    let id = UUID()
    var to: String
    var sent: Date
    var message: String?
}
