/// A stay in one city, with a fixed length.
struct Stay: Decodable {
    var city: String
    let nights = 1
}
