import Foundation

/// A trip that makes its own id, as a variable the decoder may overwrite.
struct Journey: Decodable {
    var id = UUID()
    let city: String
}
