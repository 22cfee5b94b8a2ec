/// A postcard in a project where code belongs to the main actor unless
/// it says otherwise.
struct Postcard: Decodable {
    var to: String
}
