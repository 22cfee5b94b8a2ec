import Foundation

/// A trip with optional notes.
struct Memo: Decodable {
    let notes: String?
}
