import Foundation

/// Prints the picture file names, with the key named in `CodingKeys` and no key strategy.
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
