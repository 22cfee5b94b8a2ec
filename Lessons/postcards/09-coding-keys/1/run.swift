import Foundation

/// Prints the file name at the end of every card's picture address.
func run() {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
        let postcards = try decoder.decode([Postcard].self, from: document())
        print(postcards.map { $0.pictureURL.lastPathComponent })
    } catch {
        print(error)
    }
}
