import Foundation

/// A user id, its coding left to the compiler.
struct UserID: Codable {
    let value: String
}

/// A message, reduced to its sender.
struct Note: Decodable {
    let sender: UserID
}
