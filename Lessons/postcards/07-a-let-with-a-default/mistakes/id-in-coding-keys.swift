// expect: Does not match the lesson
// expect: `Postcard.id` is a `let` with a default value

// The mistake: `let id = UUID()` kept, and `id` listed in a `CodingKeys`
// of its own. The warning is gone; the document's ids are still never read.

import Foundation

/// One postcard from the trip.
struct Postcard: Codable, Identifiable {
    let id = UUID()
    var to: String
    var sent: Date
    var message: String?

    /// The keys of a card's object in the document.
    enum CodingKeys: String, CodingKey {
        case id
        case to
        case sent
        case message
    }
}
