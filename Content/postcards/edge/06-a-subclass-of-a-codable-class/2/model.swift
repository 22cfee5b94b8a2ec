import Foundation

/// A card that knows only its recipient.
class Card: Codable {
    let to: String

    init(to: String) {
        self.to = to
    }

    /// The card in one line.
    var caption: String { to + " ·" }
}

/// A card with a picture on the front: one property more than its parent.
final class Picture: Card {
    var url: URL?

    override var caption: String {
        [super.caption, url?.absoluteString].compactMap { $0 }
            .joined(separator: " ")
    }

    /// The one key `Card` does not know.
    private enum PictureKey: String, CodingKey {
        case url
    }

    /// Reads `url`, then lets `Card` read the rest of the same object.
    required init(from decoder: any Decoder) throws {
        let own = try decoder.container(keyedBy: PictureKey.self)
        url = try own.decodeIfPresent(URL.self, forKey: .url)
        try super.init(from: decoder)
    }

    /// Lets `Card` write its keys, then adds `url` to the same object.
    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var own = encoder.container(keyedBy: PictureKey.self)
        try own.encodeIfPresent(url, forKey: .url)
    }
}
