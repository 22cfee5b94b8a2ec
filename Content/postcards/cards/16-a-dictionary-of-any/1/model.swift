/// A postcard carrying a bag of values of any type.
struct Postcard: Codable {
    var to: String
    var extra: [String: Any]
}
