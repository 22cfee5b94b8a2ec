import Foundation

/// A trip whose notes may not have been written yet.
struct Plan: Decodable {
    let city: String
    let notes: String?
}
