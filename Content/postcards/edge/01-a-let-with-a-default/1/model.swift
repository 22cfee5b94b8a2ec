/// A stay in one city, with a fixed length.
struct Stay: Codable {
    var city: String
    let nights = 1
}
