/// A stay in one city, whose length the document may set.
struct Stay: Decodable {
    var city: String
    var nights = 1
}
