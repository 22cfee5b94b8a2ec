import Foundation

/// Prints who each card went to and where it was posted from.
func run() {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
        for postcard in try decoder.decode([Postcard].self, from: document()) {
            let place = postcard.from
            print(postcard.to, "·", "\(place.city),", place.country)
        }
    } catch {
        print(error)
    }
}
