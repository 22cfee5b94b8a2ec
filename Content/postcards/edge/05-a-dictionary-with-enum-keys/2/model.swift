/// How a postcard was sent; usable as the key of a JSON object.
enum Stamp: String, Encodable, CodingKeyRepresentable {
    case airmail, surface, priority
}
