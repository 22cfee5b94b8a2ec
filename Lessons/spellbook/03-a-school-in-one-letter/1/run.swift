import Foundation

/// Lists each card's school, then reads the catalogue once more as a
/// later version of the service might send it, with a sixth school.
func run() {
    do {
        let data = try document()
        for card in try Catalog.cards(from: data) {
            print("\(card.name) · \(card.school)")
        }

        // The owl moves to a school this app has never heard of.
        let text = String(decoding: data, as: UTF8.self)
        let newer = text.replacingOccurrences(
            of: #""school": "D""#, with: #""school": "A""#)
        print("With a sixth school, A:")
        _ = try Catalog.cards(from: Data(newer.utf8))
    } catch {
        print(error)
    }
}
