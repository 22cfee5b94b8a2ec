import Foundation

/// Reads the whole document as an array of postcards, then lists who each
/// is for and when it was sent.
func run() {
    do {
        let bytes = try document()
        let cards = try JSONDecoder().decode([Postcard].self, from: bytes)
        print("\(cards.count) postcards")
        for postcard in cards {
            print("\(postcard.to) · \(postcard.sent)")
        }
    } catch {
        print(error)
    }
}
