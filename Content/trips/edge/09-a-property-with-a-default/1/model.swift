import Foundation

/// A trip that makes its own id, as a constant.
struct Journey: Decodable {
    let id = UUID()
    let city: String
}
