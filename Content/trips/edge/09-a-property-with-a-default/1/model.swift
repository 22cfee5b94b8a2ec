import Foundation

/// A trip that makes its own id, as a constant.
struct Journey: Codable {
    let id = UUID()
    let city: String
}
