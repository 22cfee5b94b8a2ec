/// A postcard that belongs to no actor, so its conformances can be used
/// anywhere.
nonisolated struct Postcard: Decodable {
    var to: String
}
