/// One postcard from the trip.
struct Postcard: Codable {
    var to: String
    var sent: String
    var message: String?
}
