import Foundation

/// A change to the settings, where the contract gives each state of the
/// key its own meaning: missing leaves the tone alone, `null` resets it,
/// a string sets it.
struct ToneChange: Decodable {
    enum Action {
        case keep
        case reset
        case set(String)
    }

    let action: Action

    enum CodingKeys: String, CodingKey {
        case tone
    }

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        if !values.contains(.tone) {
            action = .keep
        } else if try values.decodeNil(forKey: .tone) {
            action = .reset
        } else {
            action = .set(try values.decode(String.self, forKey: .tone))
        }
    }
}
