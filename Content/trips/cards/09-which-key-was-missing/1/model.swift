import Foundation

/// A trip whose two fields are both required.
struct Stay: Decodable {
    let city: String
    let nights: Int
}
