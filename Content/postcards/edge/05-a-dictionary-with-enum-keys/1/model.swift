/// How a postcard was sent.
enum Stamp: String, Encodable {
    case airmail, surface, priority
}
