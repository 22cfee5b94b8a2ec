import Foundation

/// Who someone is, to the server: `"u-ana"`. A type of its own, so that a
/// user id can never be passed where a message's text is expected.
struct UserID: Codable, Hashable {
    let value: String
}
