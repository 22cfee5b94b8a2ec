import Foundation

/// Where a trip goes and for how long.
struct Stay: Decodable {
    let city: String
    let nights: Int
}
