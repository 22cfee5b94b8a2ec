/// A stay in one city, whose length the document may set.
struct Stay: Codable {
    var city: String
    var nights = 1
}
