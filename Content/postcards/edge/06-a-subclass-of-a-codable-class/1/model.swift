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
}
