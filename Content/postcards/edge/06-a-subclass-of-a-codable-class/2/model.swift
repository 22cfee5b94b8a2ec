/// A card that knows only its recipient.
class Card: Codable {
    var to: String

    /// Makes a card for one recipient.
    init(to: String) {
        self.to = to
    }
}

/// A card with a picture on the front, coding its own property and then its parent's.
final class Picture: Card {
    var url: String?

    /// The subclass's own key.
    enum PictureKeys: String, CodingKey {
        case url
    }

    /// Reads `url`, then lets `Card` read `to` from the same decoder.
    required init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: PictureKeys.self)
        url = try values.decodeIfPresent(String.self, forKey: .url)
        try super.init(from: decoder)
    }

    /// Lets `Card` write `to`, then adds `url` to the same object.
    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var values = encoder.container(keyedBy: PictureKeys.self)
        try values.encodeIfPresent(url, forKey: .url)
    }
}
