import Foundation

/// A trip with notes that may be missing.
struct Memo: Decodable {
    let notes: String?
}
