/// A postcard in a project whose code belongs to the main actor unless it says otherwise.
struct Postcard: Codable {
    var to: String
}
