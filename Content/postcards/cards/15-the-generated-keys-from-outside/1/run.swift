/// A postcard whose keys the compiler writes.
struct Postcard: Codable {
    var to: String
    var city: String
}

/// Prints the generated key for `to`, from outside the struct.
func run() {
    let key = Postcard.CodingKeys.to
    print("key:", key.stringValue)
}
