/// How a postcard was sent; usable as the key of a JSON object.
enum Stamp: String, Codable, CodingKeyRepresentable {
    case airmail, surface, priority
}
