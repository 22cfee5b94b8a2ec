// expect: Your model did not compile
// expect: requires that 'Postcard' conform to 'Decodable'

// The mistake: the struct has the right properties but never says `: Codable`.

/// One postcard from the trip.
struct Postcard {
    var to: String
    var sent: String
}
