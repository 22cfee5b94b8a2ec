import Foundation

/// A trip that may or may not have notes.
struct Memo: Decodable {
    let notes: String?
}
