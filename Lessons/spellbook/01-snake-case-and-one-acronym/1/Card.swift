import Foundation

/// One card of the Lanternfall catalogue.
///
/// Only ever decoded: the catalogue belongs to the service, and the app
/// never sends a card back.
struct Card: Decodable {
    let id: Int
    let name: String
    let flavorText: String
    let artURL: URL
}
