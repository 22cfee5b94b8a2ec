import Foundation

/// Prints who each card went to and where it was posted from.
func run() {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
        let cards = try decoder.decode([Postcard].self, from: document())
        for postcard in cards {
            let place = postcard.from
            print(postcard.to, "·", "\(place.city),", place.country)
        }
    } catch {
        print(error)
    }
}
