import Foundation

/// A postcard whose sending time is a real `Date` rather than text.
struct Postcard: Codable {
    /// Who the card is addressed to.
    var to: String
    /// When it was posted. How this is read and written depends on the coder's date
    /// strategy.
    var sent: Date
    /// What is written on the back: `nil` when the JSON says `null` or has no such key.
    var message: String?
}
