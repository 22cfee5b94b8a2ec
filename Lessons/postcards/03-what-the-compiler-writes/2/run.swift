import Foundation

/// Reads the whole document as an array of postcards, then lists who each is for and when
/// it was sent.
func run() {
    do {
        let postcards = try JSONDecoder().decode([Postcard].self, from: document())
        print("\(postcards.count) postcards")
        for postcard in postcards {
            print("\(postcard.to) · \(postcard.sent)")
        }
    } catch {
        print(error)
    }
}
