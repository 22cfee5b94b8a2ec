import Foundation

/// A place the feed suggests, with the stay it recommends.
struct Suggestion: Decodable {
    let city: String
    let suggestedNights: Int
}
