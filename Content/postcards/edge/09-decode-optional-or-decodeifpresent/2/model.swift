/// A postcard whose optional message is coded by the compiler.
struct Postcard: Codable {
    var to: String
    var message: String?
}
