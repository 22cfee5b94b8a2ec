import Foundation

/// A theme that falls back to "system" when the reply has none.
struct Look: Decodable {
    let theme: String

    enum CodingKeys: String, CodingKey {
        case theme
    }

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        theme = try values.decodeIfPresent(String.self, forKey: .theme)
            ?? "system"
    }
}
