import Foundation

/// A place as the app models it: a name and nothing more.
struct Venue: Codable {
    var name: String
}
