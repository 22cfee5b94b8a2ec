/// A postcard declared without any conformance.
struct Postcard {
    var to: String
    var city: String
}
