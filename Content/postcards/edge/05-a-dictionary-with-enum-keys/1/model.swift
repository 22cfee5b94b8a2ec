/// How a postcard was sent.
enum Stamp: String, Codable {
    case airmail, surface, priority
}
