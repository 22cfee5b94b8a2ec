/// A postcard declared without any conformance.
struct Postcard {
    var to: String
    var city: String
}

// The conformance, in the file that declares the struct.
extension Postcard: Codable {}
