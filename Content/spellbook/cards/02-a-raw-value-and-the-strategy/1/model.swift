import Foundation

/// A card whose acronym key copies the JSON's spelling, strategy or not.
struct Relic: Decodable {
    let name: String
    let sigilURL: URL

    enum CodingKeys: String, CodingKey {
        case name
        case sigilURL = "sigil_url"
    }
}
