// expect: valueNotFound
// expect: `Postcard.message` is declared `String`; the lesson's is `String?`
// expect: `null` needs an optional property

// The mistake: `message` is added, but as a plain `String`, which refuses
// Dad's `null`.

/// One postcard from the trip.
struct Postcard: Codable {
    var to: String
    var sent: String
    var message: String
}
