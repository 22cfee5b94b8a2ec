/// A card that knows only its recipient.
class Card: Codable {
    var to: String

    /// Makes a card for one recipient.
    init(to: String) {
        self.to = to
    }
}

/// A card with a picture on the front, adding one property to its parent.
final class Picture: Card {
    var url: String?
}
