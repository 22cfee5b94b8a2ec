import Foundation

/// The user's settings, as the server keeps them.
struct Settings: Decodable {
    let displayName: String
    let volume: Int
    let tone: String
}
