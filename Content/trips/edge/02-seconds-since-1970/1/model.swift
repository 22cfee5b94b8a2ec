import Foundation

/// When something leaves.
struct Boarding: Decodable {
    let at: Date
}
