/// A postcard whose coding the compiler writes.
struct Postcard: Codable {
    let to: String
    let message: String?
}
