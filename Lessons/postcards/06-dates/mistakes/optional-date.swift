// expect: Does not match the lesson
// expect: Your `Postcard.sent` is declared `Date?`; the lesson's is `Date`

// The mistake: `sent` becomes a `Date`, but an optional one, so every date
// prints wrapped in `Optional(...)`.

import Foundation

/// One postcard from the trip.
struct Postcard: Codable {
    var to: String
    var sent: Date?
    var message: String?
}
