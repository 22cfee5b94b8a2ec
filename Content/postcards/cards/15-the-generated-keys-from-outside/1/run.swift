/// A postcard whose keys the compiler writes.
struct Postcard: Codable {
    var to: String
    var city: String
}

/// Tries to print the generated key for `to`.
func run() {
    print(Postcard.CodingKeys.to.stringValue)
}
