import Foundation

/// A postcard that keeps the document's key for its picture but Swift's name for it.
struct Postcard: Codable {
    var to: String
    var pictureURL: URL

    /// Every property listed; only the picture is renamed.
    enum CodingKeys: String, CodingKey {
        case to
        case pictureURL = "picture_url"
    }
}

/// Decodes the card and prints the picture's file name.
func run() {
    let json = #"{ "to": "Grandma", "picture_url": "https://example.com/lisbon.jpg" }"#
    do {
        let card = try JSONDecoder().decode(Postcard.self, from: Data(json.utf8))
        print(card.pictureURL.lastPathComponent)
    } catch {
        print(error)
    }
}
