import Foundation

/// A card with its thumbnail as raw bytes.
struct Thumbnailed: Decodable {
    let name: String
    let thumbnail: Data
}
