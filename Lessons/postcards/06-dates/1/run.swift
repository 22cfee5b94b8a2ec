import Foundation

/// Decodes the document with a decoder left at its defaults and prints every sending date.
func run() {
    let plainDecoder = JSONDecoder()

    do {
        let postcards = try plainDecoder.decode([Postcard].self, from: document())
        print(postcards.map { $0.sent })
    } catch {
        print(error)
    }
}
