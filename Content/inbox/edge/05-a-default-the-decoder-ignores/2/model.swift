import Foundation

/// How the message composer behaves. Every key may be missing, because
/// an older version wrote fewer of them.
struct ComposerPrefs: Codable {
    var sendOnEnter = true
    var fontSize = 15

    init() {}

    enum CodingKeys: String, CodingKey {
        case sendOnEnter, fontSize
    }

    /// Starts from the defaults and takes each key that is there.
    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = ComposerPrefs()
        sendOnEnter = try values.decodeIfPresent(
            Bool.self, forKey: .sendOnEnter) ?? defaults.sendOnEnter
        fontSize = try values.decodeIfPresent(
            Int.self, forKey: .fontSize) ?? defaults.fontSize
    }
}
