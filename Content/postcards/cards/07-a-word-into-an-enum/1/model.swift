import Foundation

/// How a postcard was sent; each raw value is the document's word.
enum Stamp: String, Codable {
    case airmail, surface, priority
}
